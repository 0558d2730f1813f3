import { describe, expect, it } from 'vitest';
import { addBranchStep } from '../addBranchStep';
import { sequentialIdGenerator } from '../ids';
import { findNode } from '../queries';
import { and, eq, ID, or, ref, sampleFlow } from '../__tests__/sampleFlow';
import type { ConditionExpression, Flow, FlowNodeOutput } from '../types';
import { corpus } from './__tests__/corpus';
import { constancy } from './constantGroups';
import { staticChecks, type StaticCheckContext } from './staticChecks';

const context: StaticCheckContext = { operators: corpus.operators, listIds: ['bl_fraud_phones', 'al_vip_customers'] };
const START = 'start_ghdvng';
const at = (key: string) => `input.${START}.${key}`;
const c = (value: unknown) => ({ const: value });
const compare = (operator: string, left: unknown, right: unknown) => ({ [operator]: [left, right] }) as ConditionExpression;
const INPUTS: FlowNodeOutput[] = [
  { key: 'loanAmount', displayName: 'Loan Amount', type: 'NUMBER' },
  { key: 'fullName', displayName: 'Full Name', type: 'STRING' },
  { key: 'isExistingCustomer', displayName: 'Existing Customer', type: 'BOOLEAN' },
];

/** The sample flow with typed input attributes and raw edits of steps (bypassing the editor's own refusals). */
function edited(edit: (flow: Flow) => void): Flow {
  const flow = structuredClone(sampleFlow());
  const start = flow.columns[0]?.nodes[0];
  if (start) start.outputs = INPUTS.map((output) => ({ ...output, namespace: START, location: at(output.key) }));
  edit(flow);
  return flow;
}

function node(flow: Flow, id: string) {
  const found = findNode(flow, id);
  if (!found) throw new Error(`no step ${id}`);
  return found.node;
}

const setCondition = (id: string, expression: ConditionExpression, dependencies?: string[]) => (flow: Flow) => {
  const target = node(flow, id);
  target.conditions = [expression];
  if (dependencies) target.dependencies = dependencies;
};

const endId = (flow: Flow, kind: string) => flow.columns.at(-1)?.nodes.find((n) => n.kind === kind)?.id ?? '';
const messages = (flow: Flow) => staticChecks(flow, context).map(({ nodeId, code, message }) => ({ nodeId, code, message }));

describe('staticChecks', () => {
  it('finds nothing in a consistent flow', () => {
    expect(messages(edited(() => undefined))).toEqual([]);
  });

  describe('a condition referring to a step that never ran before it', () => {
    it('flags a step of the same column and a deleted step', () => {
      const flow = edited(setCondition(ID.bank, or(eq(`source.${ID.mobile}.status`, 'OK'), eq('source.gone__x.status', 'OK'))));
      expect(messages(flow)).toEqual([
        { nodeId: ID.bank, code: 'referenceNeverRun', message: 'The condition of "Bank Account Verification" refers to "Mobile Risk", which never runs before it.' },
        { nodeId: ID.bank, code: 'referenceNeverRun', message: 'The condition of "Bank Account Verification" refers to a deleted step, which never runs before it.' },
      ]);
    });

    it('flags a step on the other branch of the same tag', () => {
      const withB = addBranchStep(edited(() => undefined), ID.tag, 'B', { kind: 'service', service: { id: 'email-risk', displayName: 'Email Risk', outputs: [{ key: 'status', type: 'STRING' }] } }, sequentialIdGenerator('b'));
      const flow = structuredClone(withB.flow);
      setCondition(withB.nodeId, and(eq(`tag.${ID.tag}.status`, 'FAILED'), eq(`source.${ID.match}.status`, 'OK')))(flow);
      expect(messages(flow)).toContainEqual({ nodeId: withB.nodeId, code: 'referenceNeverRun', message: 'The condition of "Email Risk" refers to "Name Match", which never runs before it.' });
    });
  });

  describe('a comparison between incompatible types', () => {
    it('flags an operator that does not support the attribute type', () => {
      const flow = edited(setCondition(ID.pan, compare('gt', ref(at('fullName')), c(5.000001))));
      expect(messages(flow)).toEqual([{ nodeId: ID.pan, code: 'incompatibleTypes', message: '"Greater than" does not apply to Full Name (STRING).' }]);
    });

    it('flags a number or boolean compared with a text that is not one', () => {
      const flow = edited(setCondition(ID.pan, and(compare('eq', ref(at('loanAmount')), c('fifty')), compare('eq', ref(at('isExistingCustomer')), c('yes')), compare('gte', ref(at('loanAmount')), c('50')))));
      expect(messages(flow)).toEqual([
        { nodeId: ID.pan, code: 'incompatibleTypes', message: 'Loan Amount (NUMBER) must be compared with a number, not "fifty".' },
        { nodeId: ID.pan, code: 'incompatibleTypes', message: 'Existing Customer (BOOLEAN) must be compared with true or false, not "yes".' },
      ]);
    });

    it('flags two references of different types', () => {
      const flow = edited(setCondition(ID.pan, compare('eq', ref(at('loanAmount')), ref(at('fullName')))));
      expect(messages(flow)).toEqual([{ nodeId: ID.pan, code: 'incompatibleTypes', message: 'Loan Amount (NUMBER) is compared with Full Name (STRING).' }]);
    });

    it('flags a function on an unsupported type and an argument of the wrong type', () => {
      const call = (...args: unknown[]) => ({ eq: [{ call: ['functions.ageBetween', ...args] }, c(true)] }) as ConditionExpression;
      const flow = edited(setCondition(ID.pan, or(call(ref(at('fullName')), c(18.000001), c(60.000001)), call(ref(at('loanAmount')), c('x'), c(60.000001)))));
      expect(messages(flow)).toEqual([
        { nodeId: ID.pan, code: 'incompatibleTypes', message: '"Age between" does not apply to Full Name (STRING).' },
        { nodeId: ID.pan, code: 'incompatibleTypes', message: 'Argument 2 of "Age between" must be a number, not "x".' },
      ]);
    });
  });

  it('flags a reference to a deleted list', () => {
    const flow = edited(setCondition(ID.pan, or(compare('IsBlocked', ref(at('fullName')), c('bl_gone')), compare('IsBlocked', ref(at('fullName')), c('bl_fraud_phones')))));
    expect(messages(flow)).toEqual([{ nodeId: ID.pan, code: 'deletedList', message: 'The list "bl_gone" no longer exists.' }]);
  });

  describe('a group always true or always false by construction', () => {
    it('flags constant equalities (an empty group) and contradictory comparisons', () => {
      const flow = edited((f) => {
        setCondition(ID.pan, compare('eq', c(true), c(true)))(f);
        setCondition(ID.bank, or(eq(`source.${ID.pan}.status`, 'OK'), and(compare('gt', ref(at('loanAmount')), c(5.000001)), compare('lt', ref(at('loanAmount')), c(3.000001)))))(f);
      });
      expect(messages(flow)).toEqual([
        { nodeId: ID.pan, code: 'alwaysTrue', message: 'The condition of "PAN Verification" is always true.' },
        { nodeId: ID.bank, code: 'alwaysFalse', message: 'A group in the condition of "Bank Account Verification" is always false.' },
      ]);
    });

    it.each([
      ['x == 1 and x == 2', and(eq(at('n'), 1), eq(at('n'), 2)), false],
      ['x == 1 and x != 1', and(eq(at('n'), 1), compare('not', ref(at('n')), c(1))), false],
      ['x == 50 (marked) and x == "50"', and(eq(at('n'), 50.000001), eq(at('n'), '50')), null],
      ['x >= 5 and x <= 5', and(compare('gte', ref(at('n')), c(5)), compare('lte', ref(at('n')), c(5))), null],
      ['x > 5 and x <= 5', and(compare('gt', ref(at('n')), c(5)), compare('lte', ref(at('n')), c(5))), false],
      ['x == 7 and x < 7', and(eq(at('n'), 7), compare('lt', ref(at('n')), c(7))), false],
      ['x == 1 and y == 2', and(eq(at('n'), 1), eq(at('m'), 2)), null],
      ['x == 1 or x == 2', or(eq(at('n'), 1), eq(at('n'), 2)), null],
      ['empty and', compare('eq', c(true), c(true)), true],
      ['empty or (false/false, an equality that holds)', compare('eq', c(false), c(false)), true],
      ['and of an always false group', and(eq(at('n'), 1), compare('eq', c(true), c(false))), false],
      ['or of an always true group', or(eq(at('n'), 1), compare('eq', c(true), c(true))), true],
    ])('%s → %s', (_name, expression, expected) => {
      expect(constancy(expression)).toBe(expected);
    });
  });

  describe('a branch without an end', () => {
    it('flags a tag no end state follows', () => {
      const flow = edited((f) => {
        const end = f.columns.at(-1);
        if (end) end.nodes = end.nodes.filter((n) => n.kind !== 'end_rejected' && n.kind !== 'end_accepted');
      });
      expect(messages(flow)).toEqual([{ nodeId: ID.tag, code: 'branchWithoutEnd', message: 'No end state follows the tag "High Risk".' }]);
    });

    it('flags a branch whose steps lead to no end state', () => {
      const { flow } = addBranchStep(edited(() => undefined), ID.tag, 'B', { kind: 'service', service: { id: 'email-risk', displayName: 'Email Risk' } }, sequentialIdGenerator('b'));
      expect(messages(flow)).toEqual([{ nodeId: ID.tag, code: 'branchWithoutEnd', message: 'No end state follows branch B of the tag "High Risk".' }]);
    });

    it('takes an end state placed under the branch as ending it (issue 15)', () => {
      const next = sequentialIdGenerator('b');
      let { flow } = addBranchStep(edited(() => undefined), ID.tag, 'B', { kind: 'service', service: { id: 'email-risk', displayName: 'Email Risk' } }, next);
      flow = addBranchStep(flow, ID.tag, 'B', { kind: 'end', outcome: 'manualReview' }, next).flow;
      expect(messages(flow).filter((m) => m.code === 'branchWithoutEnd')).toEqual([]);
    });
  });

  describe('an unreachable end state', () => {
    it('flags an end state decided after one that always holds', () => {
      const flow = edited((f) => setCondition(endId(f, 'end_rejected'), or(compare('eq', c(true), c(true)), eq(at('n'), 1)), [])(f));
      const rejectId = endId(flow, 'end_rejected');
      expect(messages(flow)).toEqual([
        { nodeId: rejectId, code: 'alwaysTrue', message: 'The condition of "Reject" is always true.' },
        { nodeId: endId(flow, 'end_accepted'), code: 'unreachableEnd', message: '"Accept" is never reached: "Reject" is decided before it whatever the data.' },
      ]);
    });

    it('flags an end state whose condition is always false', () => {
      const flow = edited((f) => setCondition(endId(f, 'end_accepted'), and(eq(`source.${ID.bank}.status`, 'OK'), eq(`source.${ID.bank}.status`, 'FAILED')))(f));
      expect(messages(flow)).toEqual([
        { nodeId: endId(flow, 'end_accepted'), code: 'alwaysFalse', message: 'The condition of "Accept" is always false.' },
        { nodeId: endId(flow, 'end_accepted'), code: 'unreachableEnd', message: '"Accept" is never reached: its condition is always false.' },
      ]);
    });

    it('flags an end state that needs the steps of both branches of a tag', () => {
      const withB = addBranchStep(edited(() => undefined), ID.tag, 'B', { kind: 'service', service: { id: 'email-risk', displayName: 'Email Risk' } }, sequentialIdGenerator('b'));
      const flow = structuredClone(withB.flow);
      const accept = endId(flow, 'end_accepted');
      setCondition(accept, and(eq(`source.${ID.match}.status`, 'OK'), eq(`source.${withB.nodeId}.status`, 'OK')), [ID.match, withB.nodeId])(flow);
      expect(messages(flow)).toEqual([{ nodeId: accept, code: 'unreachableEnd', message: '"Accept" is never reached: it needs steps that never all run.' }]);
    });

    it('lets an end state look at either branch of a tag: the engine evaluates it whatever ran', () => {
      const withB = addBranchStep(edited(() => undefined), ID.tag, 'B', { kind: 'service', service: { id: 'email-risk', displayName: 'Email Risk' } }, sequentialIdGenerator('b'));
      const flow = structuredClone(withB.flow);
      const accept = endId(flow, 'end_accepted');
      setCondition(accept, or(eq(`source.${ID.match}.status`, 'OK'), eq(`source.${withB.nodeId}.status`, 'OK')), [ID.match, withB.nodeId])(flow);
      expect(messages(flow)).toEqual([]);
    });
  });
});
