import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

export interface ContractOp {
  operationId: string;
  method: string;
  path: string;
  pathParams: string[];
  /** The operation names an organisation (the organisation header), or an organisation id in its path. */
  organisationScoped: boolean;
  outsideEnvironments: boolean;
  jsonBody: Json | undefined;
}

const doc = parse(readFileSync(new URL('../../../contract/openapi.yaml', import.meta.url), 'utf8')) as Json;

function resolve(value: unknown): Json {
  let node = value as Json;
  while (node && typeof node.$ref === 'string') {
    node = (node.$ref as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((n, part) => (n as Json)[part], doc) as Json;
  }
  return node;
}

/** Every operation of contract/openapi.yaml with what the security tests need to know about it. */
export function contractOperations(): ContractOp[] {
  const ops: ContractOp[] = [];
  const globalSecurity = (doc.security ?? []) as Json[];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const [method, raw] of Object.entries(item as Json)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = raw as Json;
      const security = (op.security ?? globalSecurity) as Json[];
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      const body = op.requestBody ? resolve(op.requestBody) : undefined;
      const content = body?.content as Json | undefined;
      const jsonSchema = content?.['application/json'] ? (resolve((content['application/json'] as Json).schema) as Json) : undefined;
      ops.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        pathParams,
        organisationScoped: security.some((s) => 'organization' in s) || pathParams.includes('orgId'),
        outsideEnvironments: Array.isArray((item as Json).servers) && ((item as Json).servers as { url: string }[]).some((s) => s.url === '/api'),
        jsonBody: jsonSchema,
      });
    }
  }
  return ops;
}

/** A small value the schema accepts (required fields only), for calls whose answer is decided before the body matters. */
export function sampleOf(schemaRef: unknown, depth = 0): unknown {
  const schema = resolve(schemaRef);
  if (!schema || depth > 8) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, depth + 1) as object));
  if (Array.isArray(schema.oneOf)) return sampleOf(schema.oneOf[0], depth + 1);
  if (Array.isArray(schema.anyOf)) return sampleOf(schema.anyOf[0], depth + 1);
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Json;
      const required = (schema.required ?? []) as string[];
      const extra = Object.keys(properties).filter((name) => !required.includes(name)).slice(0, Math.max(0, Number(schema.minProperties ?? 0) - required.length));
      return Object.fromEntries([...required, ...extra].map((name) => [name, sampleOf(properties[name] ?? {}, depth + 1)]));
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sampleOf(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return 'someone@example.test';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.test/hook';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2026-01-01';
      const min = Number(schema.minLength ?? 1);
      const max = Number(schema.maxLength ?? 40);
      return 'Cross organisation check'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 24)));
    }
    default:
      return {};
  }
}
