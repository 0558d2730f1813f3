/* eslint-disable @typescript-eslint/no-explicit-any -- the contract is read as plain YAML here, to generate requests from its schemas */
/**
 * Contract-driven: for every operation of contract/openapi.yaml, at least 30 malformed requests
 * (wrong types, missing fields, NUL characters, lone surrogates, huge and deep values, wrong content
 * types, prototype keys, bad JSON and bad URL encoding) sent as a signed-in owner, with real ids in
 * the path so they reach the handlers. Each must answer a 4xx in the API's error shape, and the
 * database must be the same after an operation's batch as before it (issue 18 item 5).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { parse } from 'yaml';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { seedDemo } from '../seed';
import { DEMO_ORG_ID, DEMO_USERS } from '../seed/demoOrganisation';
import { describeEachDatabase, type Caller } from '../test/harness';

type Json = Record<string, any>;
const doc = parse(readFileSync(new URL('../../contract/openapi.yaml', import.meta.url), 'utf8')) as Json;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function deref(node: any): any {
  let value = node;
  while (value && typeof value === 'object' && typeof value.$ref === 'string') {
    value = value.$ref
      .slice(2)
      .split('/')
      .reduce((at: any, part: string) => at[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  if (value && Array.isArray(value.allOf)) {
    const parts = value.allOf.map(deref);
    return {
      ...value,
      type: 'object',
      properties: Object.assign({}, ...parts.map((p: Json) => p.properties ?? {}), value.properties ?? {}),
      required: [...new Set(parts.flatMap((p: Json) => p.required ?? []).concat(value.required ?? []))],
      additionalProperties: parts.some((p: Json) => p.additionalProperties === false) ? false : value.additionalProperties,
    };
  }
  if (value && (Array.isArray(value.oneOf) || Array.isArray(value.anyOf)) && !value.type) return deref((value.oneOf ?? value.anyOf)[0]);
  return value;
}

const typeOf = (schema: Json): string | undefined => (Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type) ?? (schema.properties ? 'object' : undefined);

/** A small value the schema accepts, as far as this simple reading can tell (patterns are not generated). */
function sample(raw: unknown, depth = 0): unknown {
  const schema = deref(raw) ?? {};
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'email') return 'someone@example.test';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.test/hook';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2026-01-01';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, depth + 1));
    case 'object':
      return depth > 4 ? {} : Object.fromEntries((schema.required ?? []).map((name: string) => [name, sample(schema.properties?.[name], depth + 1)]));
    default:
      return 'a';
  }
}

/** Whether the schema admits null (a null type, or a null alternative). */
function nullable(raw: unknown): boolean {
  let schema: any = raw;
  while (schema && typeof schema.$ref === 'string') schema = deref({ $ref: schema.$ref });
  if (!schema) return false;
  if (schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null')) || schema.type === 'null') return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(nullable);
}

/** A value of the wrong type for the schema. */
function wrongType(raw: unknown): unknown {
  const type = typeOf(deref(raw) ?? {});
  return type === 'string' ? 12345 : type === 'object' ? 'not an object' : type === 'array' ? { not: 'an array' } : 'not a number';
}

interface Malformed {
  what: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

interface Operation {
  operationId: string;
  method: string;
  /** The contract's path with real ids in place of its parameters. */
  url: string;
  pathParams: { name: string; value: string; schema: Json }[];
  queryParams: { name: string; schema: Json; description?: string }[];
  jsonBody: Json | null;
  multipart: boolean;
}

const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const HUGE_BODY = Buffer.alloc(7 * 1024 * 1024, 0x61);
const deepJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

const MIN_PER_OPERATION = 30;
const CORE_QUERIES = 8;
const CONCURRENCY = 8;

/** Query strings no operation accepts: unknown and prototype keys, NUL and lone surrogates, bad encoding. */
const BAD_QUERIES = [
  // Sent to every operation:
  '__proto__=1',
  'constructor[prototype][polluted]=1',
  'unknownParameter=1',
  '%00=1',
  'unknownParameter=%00',
  'unknownParameter=%ED%A0%80',
  'unknownParameter=%zz',
  `unknownParameter=${'a'.repeat(20_000)}`,
  // Then as many as an operation needs to reach 30 requests:
  '__proto__[polluted]=1',
  'constructor=1',
  'prototype=1',
  '%5F%5Fproto%5F%5F=1',
  'hasOwnProperty=1',
  'toString=1',
  'valueOf=1',
  'a[b]=1',
  'a[]=1',
  'x%00y=1',
  '%ED%A0%80=1',
  '%zz=1',
  'unknownParameter=%',
  'unknownParameter=%uD800',
  'unknownParameter=%C0%AF',
  'unknownParameter=%FF%FE',
  'unknownParameter=%E0%A4',
  'unknownParameter=%F0%9F',
  'unknownParameter=%EF%BF%BF',
  'unknownParameter[__proto__]=1',
  '__defineGetter__=1',
  'isPrototypeOf=1',
  'unknownParameter=1&unknownParameter=2',
];

const BAD_BODIES: { what: string; payload: string | Buffer; contentType: string }[] = [
  { what: 'bad JSON', payload: '{"a":', contentType: 'application/json' },
  { what: 'JSON with a trailing comma', payload: '{"a":1,}', contentType: 'application/json' },
  { what: 'an empty JSON body', payload: '', contentType: 'application/json' },
  { what: 'a __proto__ key', payload: '{"__proto__":{"polluted":true}}', contentType: 'application/json' },
  { what: 'a constructor.prototype key', payload: '{"constructor":{"prototype":{"polluted":true}}}', contentType: 'application/json' },
  { what: 'JSON nested 100 levels', payload: deepJson(100), contentType: 'application/json' },
  { what: 'JSON objects nested 100 levels', payload: deepObject(100), contentType: 'application/json' },
  { what: 'JSON nested 100,000 levels', payload: deepJson(100_000), contentType: 'application/json' },
  { what: 'invalid UTF-8', payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), contentType: 'application/json' },
  { what: 'a body over the limit', payload: HUGE_BODY, contentType: 'application/json' },
  { what: 'text/plain', payload: 'hello', contentType: 'text/plain' },
  { what: 'a form', payload: 'name=x&type=blocklist', contentType: 'application/x-www-form-urlencoded' },
  { what: 'XML', payload: '<a>1</a>', contentType: 'application/xml' },
  { what: 'an unknown content type', payload: '{}', contentType: 'application/x-unknown' },
  { what: 'multipart with a field', payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--xyz--\r\n', contentType: 'multipart/form-data; boundary=xyz' },
  { what: 'multipart without a boundary', payload: '--xyz\r\n\r\n', contentType: 'multipart/form-data' },
  { what: 'broken multipart', payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nvalue', contentType: 'multipart/form-data; boundary=xyz' },
  { what: 'multipart/mixed', payload: '--xyz\r\n\r\nx\r\n--xyz--\r\n', contentType: 'multipart/mixed; boundary=xyz' },
];

const csvPart = (content: string, field = 'file', filename = 'values.csv', type = 'text/csv') =>
  `--xyz\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--xyz--\r\n`;

/** Multipart bodies an upload refuses (the operations that take multipart/form-data). */
const BAD_UPLOADS: { what: string; payload: string; contentType: string }[] = [
  { what: 'a file in another field', payload: csvPart('value\n1\n', 'other'), contentType: 'multipart/form-data; boundary=xyz' },
  { what: 'a field and no file', payload: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nvalue\r\n--xyz--\r\n', contentType: 'multipart/form-data; boundary=xyz' },
  { what: 'an empty multipart body', payload: '', contentType: 'multipart/form-data; boundary=xyz' },
  { what: 'only the closing boundary', payload: '--xyz--\r\n', contentType: 'multipart/form-data; boundary=xyz' },
  { what: 'a wrong boundary', payload: csvPart('value\n1\n'), contentType: 'multipart/form-data; boundary=abc' },
  { what: 'a NUL in the file name', payload: csvPart('value\n1\n', 'file', 'a\u0000.csv'), contentType: 'multipart/form-data; boundary=xyz' },
  { what: 'a NUL in the file', payload: csvPart('value,note\na\u0000b,c\u0000d\n'), contentType: 'multipart/form-data; boundary=xyz' },
  { what: 'a file over the limit', payload: csvPart(`value\n${'a'.repeat(11 * 1024 * 1024)}\n`), contentType: 'multipart/form-data; boundary=xyz' },
];

/** The malformed requests of one operation. */
function malformedRequests(op: Operation): Malformed[] {
  const out: Malformed[] = [];
  const [core, more] = [BAD_QUERIES.slice(0, CORE_QUERIES), BAD_QUERIES.slice(CORE_QUERIES)];
  for (const query of core) out.push({ what: `query ${query.slice(0, 40)}`, url: withQuery(op.url, query) });
  for (const { name, schema, description } of op.queryParams) {
    const type = typeOf(deref(schema) ?? {});
    const s = deref(schema) ?? {};
    out.push({ what: `query ${name} with NUL`, url: withQuery(op.url, `${name}=a%00b`) });
    out.push({ what: `query ${name} with a lone surrogate`, url: withQuery(op.url, `${name}=a%ED%A0%80b`) });
    if (/JSON/.test(String(deref(schema)?.description ?? '') + String(description ?? ''))) {
      out.push({ what: `query ${name} JSON with NUL`, url: withQuery(op.url, `${name}=${encodeURIComponent('{"value":"a\\u0000b"}')}`) });
      out.push({ what: `query ${name} JSON with a lone surrogate`, url: withQuery(op.url, `${name}=${encodeURIComponent('{"value":"a\\ud800b"}')}`) });
      out.push({ what: `query ${name} JSON with __proto__`, url: withQuery(op.url, `${name}=${encodeURIComponent('{"__proto__":{"x":1}}')}`) });
    }
    if (type === 'integer' || type === 'number') {
      out.push({ what: `query ${name} not a number`, url: withQuery(op.url, `${name}=abc`) });
      out.push({ what: `query ${name} 1e400`, url: withQuery(op.url, `${name}=1e400`) });
      if (type === 'integer') out.push({ what: `query ${name} a fraction`, url: withQuery(op.url, `${name}=1.5`) });
    }
    if (type === 'boolean') out.push({ what: `query ${name} not a boolean`, url: withQuery(op.url, `${name}=maybe`) });
    if (Array.isArray(s.enum)) out.push({ what: `query ${name} outside its enum`, url: withQuery(op.url, `${name}=notAValue`) });
    if (s.maxLength) out.push({ what: `query ${name} over its maxLength`, url: withQuery(op.url, `${name}=${'a'.repeat(s.maxLength + 1)}`) });
  }
  for (const param of op.pathParams) {
    const at = (value: string) => op.url.replace(encodeURIComponent(param.value), value);
    out.push({ what: `path ${param.name} with NUL`, url: at(`${param.value}%00`) });
    out.push({ what: `path ${param.name} with a lone surrogate`, url: at(`${param.value}%ED%A0%80`) });
    out.push({ what: `path ${param.name} bad encoding`, url: at(`${param.value}%zz`) });
    out.push({ what: `path ${param.name} too long`, url: at('a'.repeat(300)) });
    out.push({ what: `path ${param.name} __proto__`, url: at('__proto__') });
    out.push({ what: `path ${param.name} constructor`, url: at('constructor') });
    if (typeOf(param.schema) === 'integer') out.push({ what: `path ${param.name} not a number`, url: at('abc') });
  }
  if (op.method !== 'get') {
    for (const body of BAD_BODIES) {
      // A body to an operation that takes none is ignored unless it is not JSON (or cannot be parsed).
      if (!op.jsonBody && !op.multipart && (body.what === 'an empty JSON body' || body.what === 'invalid UTF-8' || body.what.startsWith('JSON') || body.what === 'a body over the limit')) continue;
      if (op.multipart && !op.jsonBody && body.what === 'multipart with a field') continue;
      out.push({ what: `body: ${body.what}`, url: op.url, payload: body.payload, contentType: body.contentType });
    }
  }
  if (op.multipart) for (const upload of BAD_UPLOADS) out.push({ what: `upload: ${upload.what}`, url: op.url, payload: upload.payload, contentType: upload.contentType });
  if (op.jsonBody) {
    const schema = deref(op.jsonBody);
    const json = (what: string, value: unknown) => out.push({ what: `body: ${what}`, url: op.url, payload: JSON.stringify(value), contentType: 'application/json' });
    for (const [what, value] of [['an array', []], ['a string', 'x'], ['a number', 1], ['null', null], ['true', true]] as const) {
      if (typeOf(schema) !== 'array' || what !== 'an array') json(what, value);
    }
    if (typeOf(schema) === 'object') {
      const base = sample(schema) as Json;
      if (schema.additionalProperties === false) {
        json('an unknown field', { ...base, unknownField: 1 });
        json('a constructor field', { ...base, constructor: 1 });
        json('a prototype field', { ...base, prototype: {} });
      }
      json('a key with NUL', { ...base, ['k\u0000']: 1 });
      json('a key with a lone surrogate', { ...base, ['k\ud800']: 1 });
      for (const name of schema.required ?? []) {
        const { [name]: _missing, ...rest } = base;
        json(`without ${name}`, rest);
      }
      for (const [name, raw] of Object.entries<any>(schema.properties ?? {})) {
        const prop = deref(raw) ?? {};
        const type = typeOf(prop);
        json(`${name} of the wrong type`, { ...base, [name]: wrongType(prop) });
        if (!nullable(raw)) json(`${name} null`, { ...base, [name]: null });
        if (type === 'string' && !prop.enum) {
          json(`${name} with NUL`, { ...base, [name]: NUL });
          json(`${name} with a lone surrogate`, { ...base, [name]: SURROGATE });
          if (prop.maxLength) json(`${name} over its maxLength`, { ...base, [name]: 'a'.repeat(prop.maxLength + 1) });
        }
        if (type === 'string' && prop.enum) json(`${name} outside its enum`, { ...base, [name]: 'notAValue\u0000' });
        if (type === 'array') {
          const items = deref(prop.items) ?? {};
          if (typeOf(items) === 'string') json(`${name} with a NUL item`, { ...base, [name]: [NUL] });
          if (prop.maxItems) json(`${name} over its maxItems`, { ...base, [name]: Array.from({ length: prop.maxItems + 1 }, () => sample(items)) });
        }
        if (type === 'object') {
          json(`${name} with a NUL value`, { ...base, [name]: { ...(sample(prop) as Json), [`k${NUL}`]: NUL } });
          json(`${name} with a lone surrogate value`, { ...base, [name]: { ...(sample(prop) as Json), k: SURROGATE } });
        }
      }
    }
  }
  // The other query strings no operation accepts, as far as needed for 30 requests to each operation.
  for (const query of more.slice(0, Math.max(0, MIN_PER_OPERATION - out.length))) out.push({ what: `query ${query.slice(0, 40)}`, url: withQuery(op.url, query) });
  return out;
}

/** Real ids of the seeded demo organisation for each path parameter, so requests reach their handlers. */
async function realIds(db: Kysely<Database>): Promise<Record<string, string>> {
  const first = async (query: Promise<{ id: string | number } | undefined>, fallback: string) => String((await query)?.id ?? fallback);
  const list = await db.selectFrom('blocklists').select('id').where('organization_id', '=', DEMO_ORG_ID).executeTakeFirst();
  const anyRow = (table: string) => sql<{ id: string }>`select id from ${sql.table(table)} limit 1`.execute(db).then((r) => r.rows[0]);
  return {
    orgId: DEMO_ORG_ID,
    blocklistId: list?.id ?? 'bl_missing',
    entryId: await first(db.selectFrom('blocklist_entries').select('id').where('blocklist_id', '=', list?.id ?? '').executeTakeFirst(), 'ble_missing'),
    applicationId: await first(anyRow('bulk_applications'), 'bq_missing'),
    capabilityId: await first(anyRow('capabilities'), 'cap_missing'),
    documentId: await first(anyRow('documents'), 'doc_missing'),
    transactionId: await first(anyRow('transactions'), 'txn_missing'),
    workflowId: await first(anyRow('workflows'), 'wf_missing'),
    templateId: await first(anyRow('templates').catch(() => undefined), 'tpl_missing'),
    webhookId: await first(anyRow('webhooks'), 'wh_missing'),
    messageId: await first(anyRow('webhook_messages'), 'msg_missing'),
    serviceId: 'pan-verification',
    invitationId: await first(anyRow('invitations').catch(() => undefined), 'inv_missing'),
    userId: DEMO_USERS.member.id,
    credentialId: await first(anyRow('credentials').catch(() => undefined), 'cred_missing'),
    paymentId: await first(anyRow('payment_orders').catch(() => undefined), 'pay_missing'),
    quicklinkId: await first(anyRow('quicklinks').catch(() => undefined), 'ql_missing'),
    version: '1',
  };
}

function operations(ids: Record<string, string>): Operation[] {
  const ops: Operation[] = [];
  for (const [path, rawItem] of Object.entries<Json>(doc.paths)) {
    const item = deref(rawItem);
    const outside = Array.isArray(item.servers) && item.servers.some((s: Json) => s.url === '/api');
    for (const method of METHODS) {
      const op = item[method];
      // The health probe reads nothing from its request (a load balancer may add what it likes).
      if (!op || op.operationId === 'getHealth') continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
      const pathParams = params
        .filter((p: Json) => p.in === 'path')
        .map((p: Json) => ({ name: p.name, value: ids[p.name] ?? `${p.name}_missing`, schema: deref(p.schema) ?? {} }));
      let url = `${outside ? '/api' : '/api/sandbox'}${path}`;
      for (const p of pathParams) url = url.replace(`{${p.name}}`, encodeURIComponent(p.value));
      const content = op.requestBody ? (deref(op.requestBody).content ?? {}) : {};
      ops.push({
        operationId: op.operationId,
        method,
        url,
        pathParams,
        queryParams: params.filter((p: Json) => p.in === 'query').map((p: Json) => ({ name: p.name, schema: p.schema ?? {}, description: p.description })),
        jsonBody: content['application/json']?.schema ?? null,
        multipart: Boolean(content['multipart/form-data']),
      });
    }
  }
  return ops;
}

/**
 * Every table's row count and the newest row version's transaction id (xmin): any insert, update
 * or delete that commits changes one of them, and neither reads the rows' contents.
 */
async function snapshot(db: Kysely<Database>): Promise<Map<string, string>> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
  const parts = tables.rows.map(({ name }) => sql`select ${name}::text as name, count(*)::text || ':' || coalesce(max(t.xmin::text::bigint)::text, '') as digest from ${sql.table(name)} t`);
  const rows = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return new Map(rows.rows.map((r) => [r.name, r.digest]));
}

/** Tables a refused request may still touch: the session's last use (read-only callers slide it too). */
const VOLATILE = new Set(['sessions']);

const isErrorShape = (body: unknown) =>
  Boolean(body) && typeof body === 'object' && ['type', 'message', 'description'].every((key) => typeof (body as Json)[key] === 'string' && (body as Json)[key].length > 0);

describeEachDatabase('malformed requests to every operation of the contract', (server) => {
  let owner: Caller;
  let ops: Operation[];
  beforeAll(async () => {
    await seedDemo(server().db);
    owner = await server().signIn({ role: 'owner', orgId: DEMO_ORG_ID, platformOperator: true });
    ops = operations(await realIds(server().db));
  });

  it('answers a 4xx in the error shape and writes nothing, for each of 30 or more requests per operation', async () => {
    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    const perOperation: number[] = [];
    const send = async (op: Operation, request: Malformed) => {
      const headers: Record<string, string> = { ...owner.headers };
      if (request.contentType !== undefined) headers['content-type'] = request.contentType;
      const res = await server().app.inject({ method: op.method.toUpperCase() as 'GET', url: request.url, headers, ...(request.payload !== undefined ? { payload: request.payload } : {}) });
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {
        body = res.body;
      }
      sent++;
      if (res.statusCode >= 500) serverErrors++;
      if (res.statusCode < 400 || res.statusCode >= 500 || !isErrorShape(body)) failures.push(`${op.operationId} ${request.what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    };
    for (const op of ops) {
      const requests = malformedRequests(op);
      perOperation.push(requests.length);
      const before = await snapshot(server().db);
      // A few at a time: none of them may write, so their order does not matter.
      for (let i = 0; i < requests.length; i += CONCURRENCY) await Promise.all(requests.slice(i, i + CONCURRENCY).map((request) => send(op, request)));
      const after = await snapshot(server().db);
      for (const [table, digest] of after) {
        if (!VOLATILE.has(table) && before.get(table) !== digest) failures.push(`${op.operationId}: table ${table} changed`);
      }
    }
    console.info(`malformed requests [${server().driver}]: ${sent} requests to ${ops.length} operations (at least ${Math.min(...perOperation)} each), ${serverErrors} answered 5xx, ${failures.length} failures`);
    if (process.env.MALFORMED_LOG) writeFileSync(`${process.env.MALFORMED_LOG}.${server().driver}`, failures.join('\n'));
    expect(failures).toEqual([]);
    expect(Math.min(...perOperation)).toBeGreaterThanOrEqual(MIN_PER_OPERATION);
  }, 240_000);
});
