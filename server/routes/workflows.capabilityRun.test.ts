import { expect, it } from 'vitest';
import { describeEachDatabase, type Caller } from '../test/harness';
import { capabilityRunFlow } from '../workflows/capabilityRunFlow';

const panNode = {
  id: 'pan-verification__c1',
  kind: 'source' as const,
  name: 'PAN Verification',
  supplierId: 'pan-verification',
  columnPosition: 1,
  nodePosition: 0,
  dependencies: [],
  conditions: [],
  inputs: [{ key: 'pan', location: 'input.start_ghdvng.pan', locationKind: 'input' as const, optionality: 'REQUIRED' as const, isOptional: false }],
  outputs: [{ key: 'status', type: 'STRING' as const, allowedValues: ['OK', 'FAILED', 'NO_RECORD_FOUND'] }],
};

/** A capability without an end column: one PAN check. */
const panOnly = { columns: [{ id: 'column_0', nodes: [{ id: 'start_ghdvng', kind: 'START', name: 'Input' }] }, { id: 'column_c1', metadata: { kind: 'source' }, nodes: [panNode] }] };

/** The same check with its own end column: reject when the PAN has no record. */
const panDecides = {
  columns: [
    ...panOnly.columns,
    {
      id: 'column_end',
      metadata: { kind: 'end' },
      nodes: [
        { id: 'reject_c2', kind: 'end_rejected', name: 'Reject', dependencies: [panNode.id], conditions: [{ eq: [{ obj: `source.${panNode.id}.status` }, { const: 'NO_RECORD_FOUND' }] }] },
        { id: 'accept_c2', kind: 'end_accepted', name: 'Accept', dependencies: [panNode.id], conditions: [{ eq: [{ obj: `source.${panNode.id}.status` }, { const: 'OK' }] }] },
      ],
    },
  ],
};

async function saveCapability(caller: Caller, name: string, object: unknown, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await caller.post('/capabilities', { name, description: 'PAN first', object, plansWithAccess: ['free'], industry: ['fintech'], geography: ['in'], useCase: ['onboarding'], ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

it('builds the run flow: a start column of the capability inputs, its columns, and an Accept end when it has none', () => {
  const flow = capabilityRunFlow({
    id: 'cap_x1',
    name: 'PAN',
    input: [{ key: 'pan', displayName: 'PAN Number', type: 'STRING', isOptional: false, inputType: 'basic' }],
    object: { columns: [panOnly.columns[1]] } as never,
  });
  expect(flow.columns.map((c) => c.id)).toEqual(['column_0', 'column_c1', 'column_end_cap_x1']);
  expect(flow.columns[0]!.nodes[0]).toMatchObject({ id: 'start_ghdvng', kind: 'START', outputs: [{ key: 'pan', type: 'STRING' }] });
  expect(flow.columns[2]!.nodes).toEqual([expect.objectContaining({ kind: 'end_accepted', conditions: [] })]);
  const own = capabilityRunFlow({ id: 'cap_x2', name: 'PAN', input: [], object: { columns: panDecides.columns.slice(1) as never } });
  expect(own.columns.map((c) => c.id)).toEqual(['column_0', 'column_c1', 'column_end']);
});

describeEachDatabase('POST /transactions with a capabilityId (capability try-out)', (server) => {
  it("runs the capability's flow with the engine and records the transaction under the capability", async () => {
    const member = await server().signIn({ role: 'member' });
    const capabilityId = await saveCapability(member, 'PAN Gate', panDecides);

    const accepted = await member.post('/transactions', { capabilityId, data: { pan: 'ABCPE1234F' } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ transactionId: expect.stringMatching(/^txn_/), outcome: 'ACCEPTED', transactionRawInput: { pan: 'ABCPE1234F' } });
    const rejected = await member.post('/transactions', { capabilityId, data: { pan: 'ABCPX9999X' } });
    expect(rejected.body).toMatchObject({ outcome: 'REJECTED' });

    const recorded = await member.get(`/transactions/${accepted.body.transactionId}`);
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ capabilityId, workflowId: null, templateId: null, workflowName: 'PAN Gate', outcome: 'ACCEPTED', creditsCharged: 1 });
    expect(recorded.body.nodes.find((n: { nodeId: string }) => n.nodeId === panNode.id)).toMatchObject({ status: 'RAN' });
  });

  it('ends in Accept once a capability without an end column has run; a missing required input fails its service', async () => {
    const owner = await server().signIn();
    const capabilityId = await saveCapability(owner, 'PAN Only', panOnly);
    const ran = await owner.post('/transactions', { capabilityId, data: { pan: 'ABCPE1234F' } });
    expect(ran.body).toMatchObject({ outcome: 'ACCEPTED' });
    const empty = await owner.post('/transactions', { capabilityId, data: {} });
    expect(empty.status).toBe(200);
    const trace = (await owner.get(`/transactions/${empty.body.transactionId}`)).body.nodes.find((n: { nodeId: string }) => n.nodeId === panNode.id);
    expect(trace).toMatchObject({ status: 'FAILED' });
  });

  it("refuses an inactive capability (422), an unknown or another organisation's (404), a capability with no flow (422), and records nothing", async () => {
    const owner = await server().signIn();
    const inactive = await saveCapability(owner, 'Switched Off', panOnly, { active: false });
    const noFlow = await saveCapability(owner, 'Nothing Yet', null);
    const other = await server().signIn();
    const foreign = await saveCapability(other, 'Theirs', panOnly);

    const off = await owner.post('/transactions', { capabilityId: inactive, data: { pan: 'ABCPE1234F' } });
    expect(off.status).toBe(422);
    expect(off.body).toMatchObject({ type: 'unprocessable_entity', message: 'The capability is inactive' });
    expect((await owner.post('/transactions', { capabilityId: foreign, data: {} })).status).toBe(404);
    expect((await owner.post('/transactions', { capabilityId: 'cap_0000000000000000', data: {} })).status).toBe(404);
    const empty = await owner.post('/transactions', { capabilityId: noFlow, data: {} });
    expect(empty.status, JSON.stringify(empty.body)).toBe(422);
    expect(empty.body.message).toBe('The capability has no steps');
    const bad = await owner.post('/transactions', { capabilityId: 'not a capability', data: {} });
    expect(bad.status).toBe(400);
    const count = await server().db.selectFrom('transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', owner.orgId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('lets sales read capabilities but not run one (create:transactions)', async () => {
    const owner = await server().signIn();
    const capabilityId = await saveCapability(owner, 'PAN Sales', panOnly);
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    expect((await sales.post('/transactions', { capabilityId, data: { pan: 'ABCPE1234F' } })).status).toBe(403);
  });
});
