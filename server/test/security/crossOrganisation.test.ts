import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { ORG_ID_HEADER } from '~/contract';
import { seedDemo } from '../../seed';
import { DEMO_ORG_ID } from '../../seed/demoOrganisation';
import { describeEachDatabase, type Caller, type TestServer } from '../harness';
import { contractOperations, sampleOf, type ContractOp } from './contractOperations';

/**
 * Cross-organisation matrix, generated from contract/openapi.yaml: for every organisation-scoped
 * operation with an id in its path, a member (owner) of organisation A asking for organisation B's
 * record gets 403 or 404 — under A's organisation header and under B's — and the very answer an id
 * naming nothing gets (no existence oracle, issue 18 item 12). Organisation B is the seeded
 * demo organisation, so every kind of record exists; a new path parameter fails the test until it
 * is given a resolver below.
 */

/** Path parameters that name something every organisation shares (not an organisation's record). */
const SHARED: Readonly<Record<string, string>> = {
  serviceId: 'the verification service catalogue is the same for every organisation',
  templateId: 'workflow templates are a shared catalogue',
};

type Resolver = (server: TestServer, org: string, resolved: Record<string, string>) => Promise<string | undefined>;

const first = async (server: TestServer, query: ReturnType<typeof sql<{ id: string | number }>>) => {
  const { rows } = await query.execute(server.db);
  const id = rows[0]?.id;
  return id === undefined ? undefined : String(id);
};

const RESOLVERS: Readonly<Record<string, Resolver>> = {
  orgId: async (_s, org) => org,
  paymentId: (s, org) => first(s, sql`select id from payment_orders where organization_id = ${org} limit 1`),
  blocklistId: (s, org) => first(s, sql`select b.id from blocklists b where b.organization_id = ${org} and exists (select 1 from blocklist_entries e where e.blocklist_id = b.id) limit 1`),
  entryId: (s, org, r) => first(s, sql`select id from blocklist_entries where organization_id = ${org} and blocklist_id = ${r.blocklistId ?? ''} limit 1`),
  applicationId: (s, org) => first(s, sql`select id from bulk_applications where organization_id = ${org} limit 1`),
  capabilityId: (s, org) => first(s, sql`select id from capabilities where organization_id = ${org} limit 1`),
  documentId: (s, org) => first(s, sql`select id from documents where organization_id = ${org} limit 1`),
  workflowId: (s, org) => first(s, sql`select w.id from workflows w where w.organization_id = ${org} and exists (select 1 from workflow_versions v where v.workflow_id = w.id) limit 1`),
  version: (s, org, r) => first(s, sql`select version as id from workflow_versions where organization_id = ${org} and workflow_id = ${r.workflowId ?? ''} limit 1`),
  webhookId: (s, org) => first(s, sql`select w.id from webhooks w where w.organization_id = ${org} and exists (select 1 from webhook_messages m where m.webhook_id = w.id) limit 1`),
  messageId: (s, org, r) => first(s, sql`select id from webhook_messages where organization_id = ${org} and webhook_id = ${r.webhookId ?? ''} limit 1`),
  transactionId: (s, org) => first(s, sql`select id from transactions where organization_id = ${org} limit 1`),
  invitationId: (s, org) => first(s, sql`select id from invitations where organization_id = ${org} and status = 'pending' limit 1`),
  userId: (s, org) => first(s, sql`select user_id as id from memberships where organization_id = ${org} limit 1`),
  credentialId: (s, org) => first(s, sql`select id from api_keys where organization_id = ${org} limit 1`),
  quicklinkId: (s, org) => first(s, sql`select id from quicklinks where organization_id = ${org} limit 1`),
};

const operations = contractOperations().filter((op) => op.organisationScoped && op.pathParams.some((p) => !(p in SHARED)));

it('covers every organisation-scoped operation with an id in its path', () => {
  const unresolved = operations.flatMap((op) => op.pathParams.filter((p) => !(p in SHARED) && !(p in RESOLVERS)).map((p) => `${op.operationId}: {${p}}`));
  expect(unresolved, 'add a resolver (or a SHARED reason) for these path parameters').toEqual([]);
  expect(operations.length).toBeGreaterThan(30);
});

async function resolvedFor(server: TestServer, op: ContractOp, org: string) {
  const resolved: Record<string, string> = {};
  for (const param of op.pathParams) {
    const value = param in SHARED ? 'shared' : await RESOLVERS[param]?.(server, org, resolved);
    if (value === undefined) throw new Error(`organisation ${org} has no record for {${param}} of ${op.operationId}`);
    resolved[param] = value;
  }
  return resolved;
}

const pathWith = (op: ContractOp, values: Record<string, string>) => op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));

async function pathFor(server: TestServer, op: ContractOp, org: string) {
  return pathWith(op, await resolvedFor(server, op, org));
}

/** An id of the same shape that names nothing: digits stay digits, the tail of a text id is changed. */
const unknownLike = (id: string) => (/^\d+$/.test(id) ? String(Number(id) + 987_654) : `${id.slice(0, Math.max(1, id.length - 6))}zq9x7w`);

/** An answer with the ids taken out, so that "no such X <id>" reads the same for any id. */
const shapeOf = (res: { status: number; body: unknown }, ids: readonly string[]) => {
  let text = JSON.stringify(res.body ?? null);
  for (const id of ids) text = text.split(JSON.stringify(id).slice(1, -1)).join('<id>');
  const body = JSON.parse(text) as { type?: unknown; message?: unknown; description?: unknown };
  return { status: res.status, type: body?.type, message: body?.message, description: body?.description };
};

describeEachDatabase('cross-organisation matrix (generated from the contract)', (server) => {
  let memberOfA: Caller;
  let ownerOfB: Caller;
  let seeded = false;
  beforeAll(async () => {
    seeded = await seedDemo(server().db);
    memberOfA = await server().signIn({ role: 'owner' });
    ownerOfB = await server().signIn({ role: 'owner', orgId: DEMO_ORG_ID });
  }, 120_000);

  it('starts from the seeded organisation B', () => {
    expect(seeded).toBe(true);
  });

  for (const op of operations) {
    it(`${op.method} ${op.path} (${op.operationId}): A cannot reach B's record, nor tell it from an unknown one`, async () => {
      const path = await pathFor(server(), op, DEMO_ORG_ID);
      const body = op.jsonBody ? sampleOf(op.jsonBody) : undefined;
      const env = op.outsideEnvironments ? 'none' : 'sandbox';
      const url = op.outsideEnvironments ? `/api${path}` : path;
      for (const header of [memberOfA.orgId, DEMO_ORG_ID]) {
        const res = await memberOfA.request(op.method, url, { env, body, headers: { [ORG_ID_HEADER.toLowerCase()]: header } });
        expect([403, 404], `${op.operationId} with header ${header === DEMO_ORG_ID ? 'B' : 'A'} answered ${res.status}: ${JSON.stringify(res.body)}`).toContain(res.status);
      }
      // No existence oracle (issue 18, item 12): B's real record and an id naming nothing are answered alike.
      const real = await resolvedFor(server(), op, DEMO_ORG_ID);
      const unknown = Object.fromEntries(Object.entries(real).map(([name, id]) => [name, name in SHARED ? id : unknownLike(id)]));
      const ids = [...Object.values(real), ...Object.values(unknown)].filter((id) => id !== 'shared');
      const pathOf = (values: Record<string, string>) => (op.outsideEnvironments ? `/api${pathWith(op, values)}` : pathWith(op, values));
      const forReal = await memberOfA.request(op.method, pathOf(real), { env, body });
      const forUnknown = await memberOfA.request(op.method, pathOf(unknown), { env, body });
      expect(shapeOf(forReal, ids), `${op.operationId}: B's record and an unknown id answer differently`).toEqual(shapeOf(forUnknown, ids));
      if (op.method === 'GET' && !op.outsideEnvironments) {
        // The record is real: B's own owner reaches it.
        const own = await ownerOfB.request('GET', url, { env });
        expect(own.status, `${op.operationId} for B's owner answered ${own.status}`).toBeLessThan(400);
      }
    });
  }
});
