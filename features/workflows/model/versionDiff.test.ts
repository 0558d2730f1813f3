import { describe, expect, it } from 'vitest';
import { loanRiskFlow, onboardingFlow, payoutFlow } from '~/fixtures/workflowsData';
import { findNode } from './queries';
import type { Flow, FlowNode } from './types';
import { diffSummary, versionDiff } from './versionDiff';

const edit = (flow: Flow, id: string, change: (node: FlowNode) => void): Flow => {
  const copy = structuredClone(flow);
  const node = findNode(copy, id)?.node;
  if (!node) throw new Error(`no ${id}`);
  change(node);
  return copy;
};

describe('versionDiff', () => {
  it('finds no differences between a flow and itself', () => {
    const diff = versionDiff(onboardingFlow(2), onboardingFlow(2));
    expect(diff).toEqual({ steps: [], added: 0, removed: 0, changed: 0 });
    expect(diffSummary(diff)).toBe('No differences');
  });

  it('lists an added step with its condition, and changed end-state conditions as before and after sentences', () => {
    const diff = versionDiff(onboardingFlow(1), onboardingFlow(3));
    expect(diffSummary(diff)).toBe('1 step added, 3 steps changed');
    expect(diff.steps.map((step) => [step.type, step.label, step.column, step.row])).toEqual([
      ['added', 'Name Match', 3, 0],
      ['changed', 'Reject', 4, 0],
      ['changed', 'Manual Review', 4, 1],
      ['changed', 'Accept', 4, 2],
    ]);
    expect(diff.steps[0]?.changes).toEqual([{ text: 'Run Name Match when Bank Account Verification.status equals OK' }]);
    expect(diff.steps[2]?.changes).toEqual([
      {
        text: 'Condition changed',
        before: 'Send to Manual Review when Bank Account Verification.nameMatchScore is less than 80',
        after: 'Send to Manual Review when Name Match.isMatch equals false',
      },
    ]);
    expect(diff.steps[3]?.changes[0]?.after).toBe('Accept when PAN Verification.status equals OK and Bank Account Verification.status equals OK and Name Match.isMatch equals true');
  });

  it('lists a removed step, reading its condition against the older flow', () => {
    const diff = versionDiff(onboardingFlow(3), onboardingFlow(1));
    const removed = diff.steps.find((step) => step.type === 'removed');
    expect(removed).toEqual({
      nodeId: 'name-match__k3n4',
      type: 'removed',
      label: 'Name Match',
      column: 3,
      row: 0,
      changes: [{ text: 'Run Name Match when Bank Account Verification.status equals OK' }],
    });
    // The newer reject condition no longer names Name Match; the older accept did, by name.
    expect(diff.steps.find((step) => step.label === 'Accept')?.changes[0]?.before).toContain('Name Match.isMatch equals true');
  });

  it('reads service, async flag, inputs, renames and moves of a changed step', () => {
    const older = onboardingFlow(1);
    const newer = edit(older, 'bank-account-verification__k3b2', (node) => {
      node.isAsync = true;
      node.displayName = 'Bank Account (penny drop)';
      node.supplierId = 'bank-account-verification-v2';
      const [account, ifsc] = node.inputs ?? [];
      if (account) Object.assign(account, { isStatic: true, staticValue: '000111', location: '..' });
      node.inputs = [account, ifsc].filter((input) => input !== undefined);
      node.inputs.push({ key: 'branch', displayName: 'Branch', location: 'input.start_ghdvng.ifsc' });
    });
    const [step, ...others] = versionDiff(older, newer).steps;
    expect(others).toEqual([]);
    expect(step?.type).toBe('changed');
    expect(step?.changes.map((change) => change.text)).toEqual([
      'Renamed from Bank Account Verification to Bank Account (penny drop)',
      'Service changed from bank-account-verification to bank-account-verification-v2',
      'Now runs asynchronously',
      'Input Account Number now comes from the value "000111"',
      'Input Branch added, from Input.ifsc',
      'Input Full Name removed',
    ]);
    expect(step?.changes[3]).toMatchObject({ before: 'Input.accountNumber', after: 'the value "000111"' });
    const remapped = edit(older, 'bank-account-verification__k3b2', (node) => {
      const fullName = node.inputs?.find((input) => input.key === 'fullName');
      if (fullName) fullName.location = 'input.start_ghdvng.fullName';
    });
    expect(versionDiff(older, remapped).steps[0]?.changes).toEqual([
      { text: 'Input Full Name now comes from Input.fullName', before: 'PAN Verification.name', after: 'Input.fullName' },
    ]);
  });

  it('reads tag colour and name, await keys, condition removal and start attributes', () => {
    const loan = loanRiskFlow();
    const recoloured = edit(loan, 'high_risk_r5t1', (node) => {
      node.color = 'orange';
      node.displayName = 'Elevated risk';
      node.conditions = [];
    });
    expect(versionDiff(loan, recoloured).steps[0]?.changes).toEqual([
      { text: 'Renamed from High Risk to Elevated risk' },
      { text: 'Colour changed from red to orange' },
      {
        text: 'Condition changed',
        before: 'Apply the tag High Risk when Mobile Risk.riskLevel equals HIGH or Email Risk.isDisposable equals true',
        after: 'Apply the tag Elevated risk without a condition',
      },
    ]);

    const payout = payoutFlow();
    const waits = edit(payout, 'bank_details_p2w1', (node) => {
      node.awaits = [{ nodeName: 'Input', values: ['accountNumber', 'ifsc', 'fullName'] }];
    });
    expect(versionDiff(payout, waits).steps[0]?.changes).toEqual([{ text: 'Now waits for accountNumber, ifsc, fullName', before: 'accountNumber, ifsc', after: 'accountNumber, ifsc, fullName' }]);

    const fewer = edit(payout, 'start_ghdvng', (node) => {
      node.outputs = (node.outputs ?? []).filter((output) => output.key !== 'vpa').concat({ key: 'dob' });
    });
    expect(versionDiff(payout, fewer).steps[0]).toMatchObject({ label: 'Start', changes: [{ text: 'Input attributes added: dob' }, { text: 'Input attributes removed: vpa' }] });
  });

  it('orders by column then row, a removed step before the step that took its place', () => {
    const older = onboardingFlow(1);
    const newer = structuredClone(older);
    const column = newer.columns[1];
    if (!column) throw new Error('no column');
    const replaced = structuredClone(column.nodes[0] as FlowNode);
    replaced.id = 'pan-verification__new1';
    column.nodes = [replaced];
    expect(versionDiff(older, structuredClone(older)).steps).toEqual([]);
    const steps = versionDiff(older, newer).steps.map((step) => [step.type, step.nodeId]);
    expect(steps).toEqual([
      ['removed', 'pan-verification__k3p9'],
      ['added', 'pan-verification__new1'],
    ]);
  });

  it('reports a step moved to another column', () => {
    const older = loanRiskFlow();
    const newer = structuredClone(older);
    const [mobile, email] = newer.columns[1]?.nodes ?? [];
    if (!mobile || !email || !newer.columns[1]) throw new Error('no services');
    newer.columns[1].nodes = [email, mobile];
    const diff = versionDiff(older, newer);
    expect(diff.steps.map((step) => [step.label, step.changes[0]?.text])).toEqual([
      ['Email Risk', 'Moved from column 1, row 2 to column 1, row 1'],
      ['Mobile Risk', 'Moved from column 1, row 1 to column 1, row 2'],
    ]);
  });
});
