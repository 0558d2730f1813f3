import { expect, it } from 'vitest';
import type { components } from '~/contract';
import { describeEachDatabase, type Caller, type TestServer } from '../test/harness';
import { sampleFlow, TEST_START_ID } from '../workflows/testFlows';

type Flow = components['schemas']['WorkflowObject'];
type Operator = components['schemas']['Operator'];

const body = (name: string, flow: Flow) => ({ name, workflowObject: flow, releaseType: 'v2', useCase: 'onboarding' });
const pan = { obj: `input.${TEST_START_ID}.pan` };
const call = (name: string, args: unknown[]) => ({ eq: [{ call: [`functions.${name}`, ...args] }, { const: true }] });

/** The sample flow with this condition on its accept step ("Accept", node accept_e1). */
function withAcceptCondition(condition: unknown): Flow {
  const flow = sampleFlow();
  const accept = flow.columns[2]?.nodes[1];
  if (accept) accept.conditions = [condition as never];
  return flow;
}

/** Start → accept when the amount is at least `bound` and the note matches `pattern`; reject below the bound or on a note ending in '!'. */
function amountFlow(bound: number, pattern: string): Flow {
  const amount = { obj: `input.${TEST_START_ID}.amount` };
  const note = { obj: `input.${TEST_START_ID}.note` };
  return {
    columns: [
      {
        id: 'column_0',
        nodes: [
          {
            id: TEST_START_ID,
            kind: 'START',
            name: 'Input',
            columnPosition: 0,
            nodePosition: 0,
            outputs: [
              { key: 'amount', displayName: 'Amount', type: 'NUMBER', format: 'TEXT' },
              { key: 'note', displayName: 'Note', type: 'STRING', format: 'TEXT' },
            ],
          },
        ],
      },
      {
        id: 'column_end',
        metadata: { kind: 'end' },
        nodes: [
          { id: 'accept_e1', kind: 'end_accepted', name: 'Accept', dependencies: [], columnPosition: 1, nodePosition: 0, conditions: [{ and: [{ gte: [amount, { const: bound }] }, { MatchString: [note, { const: pattern }] }] }] },
          { id: 'reject_e1', kind: 'end_rejected', name: 'Reject', dependencies: [], columnPosition: 1, nodePosition: 1, conditions: [{ or: [{ lt: [amount, { const: bound }] }, { HasSuffix: [note, { const: '!' }] }] }] },
        ],
      },
    ],
  };
}

async function counts(server: TestServer, orgId: string) {
  const count = async (table: 'workflows' | 'workflow_versions' | 'audit_events') => {
    const row = await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', orgId).executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { workflows: await count('workflows'), versions: await count('workflow_versions'), audit: await count('audit_events') };
}

async function create(caller: Caller, name: string, flow: Flow): Promise<string> {
  const res = await caller.post('/workflows', body(name, flow));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workflowId as string;
}

describeEachDatabase('workflows: conditions checked at save', (server) => {
  it('refuses calls to functions GET /evaluations/operators does not list, or with the wrong arguments, naming them; nothing is written', async () => {
    const owner = await server().signIn();
    const id = await create(owner, 'Kept as it is', sampleFlow());
    const before = await counts(server(), owner.orgId);
    const cases: [unknown, string][] = [
      [call('fooBar', [pan]), `Node "accept_e1": unknown function 'fooBar' in the condition of "Accept"`],
      [call('nameSimilarity', [pan, pan, { const: 80.000001 }]), `unknown function 'nameSimilarity' in the condition of "Accept"`],
      [call('ageBetween', [pan, { const: 18.000001 }]), `Node "accept_e1": 'ageBetween' takes 3 arguments, got 2, in the condition of "Accept"`],
      [call('anyOf', [pan]), `'anyOf' takes at least 2 arguments, got 1, in the condition of "Accept"`],
      [{ MatchString: [pan, { const: '^(?!TEST)' }] }, 'Node "accept_e1": the MatchString pattern in the condition of "Accept" uses a lookahead or lookbehind'],
      [{ MatchString: [pan, { const: '^([A-Z])\\1' }] }, 'Node "accept_e1": the MatchString pattern in the condition of "Accept" uses a back-reference'],
    ];
    for (const [condition, message] of cases) {
      const created = await owner.post('/workflows', body('Never saved', withAcceptCondition(condition)));
      expect(created.status, message).toBe(400);
      expect(created.body).toEqual({ type: 'bad_request', message: expect.stringContaining(message), description: expect.any(String) });
      const updated = await owner.patch(`/workflows/${id}`, { workflowObject: withAcceptCondition(condition) });
      expect(updated.status, message).toBe(400);
      expect(updated.body.message).toContain(message);
    }
    expect(await counts(server(), owner.orgId)).toEqual(before);
    expect((await owner.get(`/workflows/${id}`)).body).toMatchObject({ version: 1, workflowObject: sampleFlow() });
  });

  it('saves a call to every function GET /evaluations/operators lists, with the arguments it takes', async () => {
    const owner = await server().signIn();
    const listed = await owner.get('/evaluations/operators');
    expect(listed.status).toBe(200);
    const functions = (listed.body.operators as Operator[]).filter((operator) => operator.type === 'functional');
    expect(functions.length).toBeGreaterThan(0);
    const condition = { and: functions.map((operator) => call(operator.name, (operator.arguments ?? []).map(() => pan))) };
    const id = await create(owner, 'Every function', withAcceptCondition(condition));
    expect((await owner.get(`/workflows/${id}`)).body.workflowObject).toEqual(withAcceptCondition(condition));
  });

  it('decides at a large whole-number boundary, and a pattern that stalled RegExp answers at once', async () => {
    const owner = await server().signIn();
    // (a|\w)+$ passes the save-time shape rules; RegExp took about 40 s on 28 characters of it.
    const workflowId = await create(owner, 'Large amounts', amountFlow(20000000.000001, '(a|\\w)+$'));
    const run = async (amount: number, note: string) => {
      const res = await owner.post('/transactions', { workflowId, data: { amount, note } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.outcome as string;
    };
    expect(await run(20000000, 'a'.repeat(28))).toBe('ACCEPTED');
    expect(await run(19999999, 'a'.repeat(28))).toBe('REJECTED');
    expect(await run(20000000, `${'a'.repeat(27)}!`)).toBe('REJECTED');
  });
});
