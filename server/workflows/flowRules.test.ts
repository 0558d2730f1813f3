import { describe, expect, it } from 'vitest';
import { arityOf, FUNCTIONAL_OPERATORS } from '~/contract';
import { canonicalJson, parseReference, validateFlow, type WorkflowObject } from './flowRules';
import { panNode, sampleFlow, startNode, TEST_PAN_NODE, TEST_START_ID, twoServiceFlow } from './testFlows';

const messages = (flow: WorkflowObject) => validateFlow(flow).map((p) => p.message);

function withCondition(condition: unknown): WorkflowObject {
  const flow = twoServiceFlow();
  const accept = flow.columns[3]?.nodes[1];
  if (!accept) throw new Error('no accept node');
  accept.conditions = [condition as never];
  return flow;
}

describe('validateFlow', () => {
  it('accepts valid flows', () => {
    expect(messages(sampleFlow())).toEqual([]);
    expect(messages(twoServiceFlow())).toEqual([]);
    expect(messages({ columns: [{ id: 'column_0', nodes: [startNode()] }] })).toEqual([]);
  });

  it('needs column_0 first, holding exactly the start node', () => {
    const flow = sampleFlow();
    flow.columns.reverse();
    expect(messages(flow)).toContain('The first column must be column_0, the start column');
    const twoStarts = sampleFlow();
    twoStarts.columns[0]?.nodes.push({ ...startNode(), id: 'start_other' });
    expect(messages(twoStarts)).toContain('column_0 must hold exactly one node, the start node (kind START or input)');
  });

  it('keeps end nodes in the last column, alone and one per kind', () => {
    const flow = sampleFlow();
    flow.columns[2]?.nodes.push(panNode({ id: 'late_service', supplierId: 'email-risk' }));
    expect(messages(flow)).toContain('Node "late_service" (source) is in the last column, which holds only end nodes (accept, reject, manual review)');
    const early = sampleFlow();
    early.columns[1]?.nodes.push({ id: 'accept_early', kind: 'end_accepted', name: 'Accept' });
    expect(messages(early)).toContain('End node "accept_early" is in column_a1; end nodes belong in the last column');
    const twice = sampleFlow();
    twice.columns[2]?.nodes.push({ id: 'accept_again', kind: 'end_accepted', name: 'Accept' });
    expect(messages(twice)).toContain('End node "accept_again" repeats end_accepted; the last column holds at most one end node of each kind');
  });

  it('needs unique node and column ids and a service used once', () => {
    const flow = twoServiceFlow();
    const bank = flow.columns[2]?.nodes[0];
    if (bank) bank.id = TEST_PAN_NODE;
    expect(messages(flow)).toContain(`Node id "${TEST_PAN_NODE}" is used more than once`);
    const columns = sampleFlow();
    if (columns.columns[2]) columns.columns[2].id = 'column_a1';
    expect(messages(columns)).toContain('Column id "column_a1" is used more than once');
    const services = twoServiceFlow();
    const second = services.columns[2]?.nodes[0];
    if (second) second.supplierId = 'pan-verification';
    expect(messages(services)).toContain(`Service "pan-verification" is used by both "${TEST_PAN_NODE}" and "bank-account-verification__c3d4"; a service can be added once`);
  });

  it('refuses dependencies on unknown nodes and on later columns', () => {
    const unknown = sampleFlow();
    const pan = unknown.columns[1]?.nodes[0];
    if (pan) pan.dependencies = ['ghost_node'];
    expect(messages(unknown)).toEqual([`Node "${TEST_PAN_NODE}" depends on "ghost_node", which is not a node of this workflow`]);
    const later = twoServiceFlow();
    const first = later.columns[1]?.nodes[0];
    if (first) first.dependencies = ['reject_e1'];
    const reject = later.columns[3]?.nodes[0];
    if (reject) reject.dependencies = [];
    expect(messages(later)).toContain(`Node "${TEST_PAN_NODE}" depends on "reject_e1", which is not in an earlier column`);
  });

  it('refuses cycles, naming the nodes', () => {
    const flow = twoServiceFlow();
    const pan = flow.columns[1]?.nodes[0];
    if (pan) pan.dependencies = ['bank-account-verification__c3d4'];
    const found = messages(flow);
    expect(found.some((m) => m.startsWith('Nodes depend on each other in a cycle:') && m.includes(TEST_PAN_NODE) && m.includes('bank-account-verification__c3d4'))).toBe(true);
    const self = sampleFlow();
    const alone = self.columns[1]?.nodes[0];
    if (alone) alone.dependencies = [TEST_PAN_NODE];
    expect(messages(self)).toEqual([`Nodes depend on each other in a cycle: "${TEST_PAN_NODE}" → "${TEST_PAN_NODE}"`]);
  });

  it('checks references in conditions and input locations', () => {
    expect(messages(withCondition({ eq: [{ obj: 'source.ghost.status' }, { const: 'OK' }] }))).toEqual([
      'Node "accept_e1": the condition reference "source.ghost.status" refers to "ghost", which is not a node of an earlier column',
    ]);
    expect(messages(withCondition({ eq: [{ obj: 'input.start_other.pan' }, { const: 'X' }] }))).toEqual([
      `Node "accept_e1": the condition reference "input.start_other.pan" names "start_other", but the start node is "${TEST_START_ID}"`,
    ]);
    expect(messages(withCondition({ eq: [{ obj: `tag.${TEST_PAN_NODE}.status` }, { const: 'OK' }] }))).toEqual([
      `Node "accept_e1": the condition reference "tag.${TEST_PAN_NODE}.status" refers to "${TEST_PAN_NODE}", which is not a tag`,
    ]);
    const flow = twoServiceFlow();
    const input = flow.columns[1]?.nodes[0]?.inputs?.[1];
    if (input) input.location = 'source.bank-account-verification__c3d4.nameAtBank';
    expect(messages(flow)).toEqual([
      `Node "${TEST_PAN_NODE}": input "fullName" location "source.bank-account-verification__c3d4.nameAtBank" refers to "bank-account-verification__c3d4", which is not a node of an earlier column`,
    ]);
  });

  it('accepts nested groups, functions and list look-ups', () => {
    const condition = {
      and: [
        { or: [{ eq: [{ obj: `source.${TEST_PAN_NODE}.status` }, { const: 'OK' }] }, { gte: [{ obj: 'source.bank-account-verification__c3d4.nameMatchScore' }, { const: 80.000001 }] }] },
        { eq: [{ call: ['functions.nameSimilarityAbove', { obj: `input.${TEST_START_ID}.fullName` }, { obj: `source.${TEST_PAN_NODE}.name` }, { const: 80.000001 }] }, { const: true }] },
        { IsBlocked: [{ obj: `input.${TEST_START_ID}.pan` }, { const: 'bl_fraud_pans' }] },
        { MatchString: [{ obj: `input.${TEST_START_ID}.pan` }, { const: '^[A-Z]{5}[0-9]{4}[A-Z]$' }] },
      ],
    };
    expect(messages(withCondition(condition))).toEqual([]);
  });

  it('refuses evil, invalid and dynamic MatchString patterns, bad calls and list ids', () => {
    const pan = { obj: `input.${TEST_START_ID}.pan` };
    expect(messages(withCondition({ MatchString: [pan, { const: '(a+)+$' }] }))).toEqual([
      'Node "accept_e1": the MatchString pattern in the condition of "Accept" has nested quantifiers (a repeated group that repeats inside, like (a+)+), which can take exponential time',
    ]);
    expect(messages(withCondition({ MatchString: [pan, { const: 'x'.repeat(201) }] }))).toEqual(['Node "accept_e1": the MatchString pattern in the condition of "Accept" is longer than 200 characters']);
    expect(messages(withCondition({ MatchString: [pan, { obj: `input.${TEST_START_ID}.fullName` }] }))).toEqual(['Node "accept_e1": the MatchString pattern must be a constant string']);
    expect(messages(withCondition({ MatchString: [pan, { const: '^(\\w)\\1$' }] }))).toEqual([
      'Node "accept_e1": the MatchString pattern in the condition of "Accept" uses a back-reference (like \\1 or \\k<name>), which RE2 patterns do not support',
    ]);
    expect(messages(withCondition({ MatchString: [pan, { const: '^(?!TEST)[A-Z]{5}' }] }))).toEqual([
      'Node "accept_e1": the MatchString pattern in the condition of "Accept" uses a lookahead or lookbehind (like (?=, (?!, (?<= or (?<!), which RE2 patterns do not support',
    ]);
    expect(messages(withCondition({ eq: [{ call: ['process.exit'] }, { const: true }] }))).toEqual(['Node "accept_e1": a function call must start with "functions.<name>"']);
    expect(messages(withCondition({ IsBlocked: [pan, { const: 7 }] }))).toEqual(['Node "accept_e1": IsBlocked must name its list with a constant list id']);
  });
});

describe('calls and operators GET /evaluations/operators does not list', () => {
  const pan = { obj: `input.${TEST_START_ID}.pan` };
  const name = { obj: `input.${TEST_START_ID}.fullName` };
  const call = (fn: string, ...args: unknown[]) => ({ eq: [{ call: [fn, ...args] }, { const: true }] });

  it('refuses a function the registry does not list, naming it and the step', () => {
    expect(messages(withCondition(call('functions.fooBar', pan)))).toEqual([
      `Node "accept_e1": unknown function 'fooBar' in the condition of "Accept"; the functions are ${FUNCTIONAL_OPERATORS.map((f) => f.name).join(', ')}`,
    ]);
    // Names a prototype member, and a near miss of a real function.
    expect(messages(withCondition(call('functions.constructor')))[0]).toMatch(/^Node "accept_e1": unknown function 'constructor' in the condition of "Accept"/);
    expect(messages(withCondition({ and: [{ eq: [pan, { const: 'X' }] }, call('functions.nameSimilarity', name, name, { const: 80.000001 })] }))[0]).toMatch(
      /unknown function 'nameSimilarity' in the condition of "Accept"/,
    );
  });

  it('refuses the wrong number of arguments, naming the function', () => {
    expect(messages(withCondition(call('functions.ageBetween', pan, { const: 18.000001 })))).toEqual([`Node "accept_e1": 'ageBetween' takes 3 arguments, got 2, in the condition of "Accept"`]);
    expect(messages(withCondition(call('functions.isEmpty', pan, pan)))).toEqual([`Node "accept_e1": 'isEmpty' takes 1 argument, got 2, in the condition of "Accept"`]);
    expect(messages(withCondition(call('functions.anyOf', pan)))).toEqual([`Node "accept_e1": 'anyOf' takes at least 2 arguments, got 1, in the condition of "Accept"`]);
    expect(messages(withCondition({ MatchString: [pan, { const: '^A' }, { const: 'x' }] }))).toEqual([`Node "accept_e1": 'MatchString' takes 2 arguments, got 3, in the condition of "Accept"`]);
    expect(messages(withCondition({ eq: [pan] }))).toEqual([`Node "accept_e1": 'eq' takes 2 arguments, got 1, in the condition of "Accept"`]);
  });

  it('accepts every registered function with as many arguments as it takes, variadic ones with more', () => {
    const args = (n: number) => Array.from({ length: n }, () => pan);
    for (const operator of FUNCTIONAL_OPERATORS) {
      const { min, max } = arityOf(operator);
      expect(messages(withCondition(call(`functions.${operator.name}`, ...args(min)))), operator.name).toEqual([]);
      if (max === Infinity) expect(messages(withCondition(call(`functions.${operator.name}`, ...args(min + 3)))), operator.name).toEqual([]);
    }
  });
});

describe('helpers', () => {
  it('splits references at their first two dots', () => {
    expect(parseReference('source.node_1.address.city')).toEqual({ kind: 'source', id: 'node_1', type: 'address.city' });
    expect(parseReference('..')).toEqual({ kind: '', id: '', type: '' });
    expect(parseReference('input')).toBeNull();
  });
  it('compares JSON regardless of key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonicalJson({ a: [{ c: 3, d: 2 }], b: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});
