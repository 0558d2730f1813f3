import { describe, expect, it } from 'vitest';
import { loanRiskFlow, loginFlow, onboardingFlow, payoutFlow } from '~/fixtures';
import { emptyFlow } from './emptyFlow';
import { flowStructureProblems } from './flowStructure';
import type { Flow } from './types';
import {
  checkWorkflowFileFacts,
  importUseCase,
  INVALID_WORKFLOW_FILE_DESCRIPTION,
  parseWorkflowFile,
  WORKFLOW_FILE_MAX_BYTES,
  WORKFLOW_FILE_NOT_JSON,
  WORKFLOW_FILE_TOO_LARGE,
  workflowFileName,
  workflowFileText,
} from './workflowFile';
import { ID, sampleFlow } from './__tests__/sampleFlow';

const flows: [string, () => Flow][] = [
  ['the model sample (tag with a branch, conditions, mapped inputs)', sampleFlow],
  ['the onboarding fixture', () => onboardingFlow(3)],
  ['the loan fixture', loanRiskFlow],
  ['the payout fixture', payoutFlow],
  ['the login fixture', loginFlow],
  ['an empty flow (start only)', () => emptyFlow()],
];

const file = (flow: unknown) => JSON.stringify({ workflowObject: flow });
/** The sample with one change made to a copy. */
function broken(change: (flow: Flow) => void): Flow {
  const flow = structuredClone(sampleFlow());
  change(flow);
  return flow;
}
const endColumn = (flow: Flow) => flow.columns[flow.columns.length - 1] as Flow['columns'][number];

describe('export then import', () => {
  it.each(flows)('gives back the same flow: %s', (_label, make) => {
    const flow = make();
    const text = workflowFileText({ name: 'Retail onboarding', useCase: 'onboarding', workflowObject: flow });
    const parsed = parseWorkflowFile(text);
    expect(parsed).toEqual({ ok: true, flow, useCase: 'onboarding' });
  });

  it('names the file after the workflow, replacing characters file systems refuse', () => {
    expect(workflowFileName('Retail onboarding KYC')).toBe('Retail onboarding KYC.json');
    expect(workflowFileName('Loan: risk/tiering?')).toBe('Loan_ risk_tiering_.json');
    expect(workflowFileName('   ')).toBe('Workflow.json');
  });
});

describe('parseWorkflowFile', () => {
  it('refuses text that is not JSON, and JSON without a workflowObject', () => {
    expect(parseWorkflowFile('{"workflowObject": ')).toMatchObject({ ok: false, problem: 'json', message: INVALID_WORKFLOW_FILE_DESCRIPTION });
    for (const text of ['{}', '[]', 'null', '"text"', '{"columns": []}', JSON.stringify(sampleFlow())]) {
      expect(parseWorkflowFile(text), text.slice(0, 30)).toMatchObject({ ok: false, problem: 'missing', message: INVALID_WORKFLOW_FILE_DESCRIPTION, details: ['The file holds no workflowObject'] });
    }
  });

  it('accepts a file that holds only the workflowObject (use case unknown)', () => {
    expect(parseWorkflowFile(file(sampleFlow()))).toEqual({ ok: true, flow: sampleFlow(), useCase: null });
  });

  const cases: [string, unknown, string][] = [
    ['not an object', 'flow', 'The workflowObject is not an object'],
    ['no columns', {}, 'The workflowObject has no columns'],
    ['empty columns', { columns: [] }, 'The workflowObject has no columns'],
    ['unknown flow field', { ...sampleFlow(), owner: 'me' }, 'The workflowObject has an unknown field "owner"'],
    ['bad column id', broken((f) => { (f.columns[1] as { id: string }).id = 'col 1'; }), 'Column 2 has the id "col 1", which is not column_ and a unique part'],
    ['repeated column id', broken((f) => { (f.columns[2] as { id: string }).id = f.columns[1]?.id as string; }), 'is used more than once'],
    ['empty column', broken((f) => { (f.columns[1] as { nodes: unknown[] }).nodes = []; }), 'Column 2 has no nodes'],
    ['bad node id', broken((f) => { (f.columns[1]?.nodes[0] as { id: string }).id = 'pan verification'; }), 'Node 1 of column 2 has the id "pan verification"'],
    ['unknown kind', broken((f) => { (f.columns[1]?.nodes[0] as { kind: string }).kind = 'webhook'; }), `Node "${ID.pan}" has the unknown kind "webhook"`],
    ['missing name', broken((f) => { delete (f.columns[1]?.nodes[0] as { name?: string }).name; }), `Node "${ID.pan}" needs a name`],
    ['unknown node field', broken((f) => { (f.columns[1]?.nodes[0] as Record<string, unknown>).script = 'rm -rf'; }), `Node "${ID.pan}" has an unknown field "script"`],
    ['repeated node id', broken((f) => { (f.columns[2]?.nodes[1] as { id: string }).id = ID.bank; }), `Node id "${ID.bank}" is used more than once`],
    ['start not first', broken((f) => { f.columns.reverse(); }), 'The first column must be column_0, the start column'],
    ['two start nodes', broken((f) => { f.columns[0]?.nodes.push({ id: 'second_start', kind: 'START', name: 'Start' }); }), 'column_0 must hold exactly one node'],
    ['service in the end column', broken((f) => { endColumn(f).nodes.push({ id: 'late_service', kind: 'service', name: 'Late' }); }), 'Node "late_service" (service) is in the last column'],
    ['end node too early', broken((f) => { f.columns[1]?.nodes.push({ id: 'accept_early', kind: 'end_accepted', name: 'Accept' }); }), 'End node "accept_early" must be in the last column'],
    ['dependency on a later node', broken((f) => { (f.columns[1]?.nodes[0] as { dependencies: string[] }).dependencies = [ID.bank]; }), `Node "${ID.pan}" depends on "${ID.bank}", which is not a node of an earlier column`],
    ['dependency on a missing node', broken((f) => { (f.columns[1]?.nodes[0] as { dependencies: string[] }).dependencies = ['ghost']; }), `depends on "ghost"`],
    ['reference to a later node', broken((f) => { (f.columns[1]?.nodes[0] as { conditions: unknown[] }).conditions = [{ eq: [{ obj: `source.${ID.bank}.status` }, { const: 'OK' }] }]; }), `refers to "${ID.bank}", which is not a node of an earlier column`],
    ['reference to another start node', broken((f) => { (f.columns[1]?.nodes[0] as { conditions: unknown[] }).conditions = [{ eq: [{ obj: 'input.someone_else.pan' }, { const: 'x' }] }]; }), 'names "someone_else", but the start node is'],
    ['tag read as a service', broken((f) => { endColumn(f).nodes[0]!.conditions = [{ eq: [{ obj: `source.${ID.tag}.status` }, { const: 'OK' }] }]; }), 'which is not a service'],
    ['tag reading something other than its status', broken((f) => { endColumn(f).nodes[0]!.conditions = [{ eq: [{ obj: `tag.${ID.tag}.score` }, { const: 1 }] }]; }), 'must read the status of a tag'],
    ['unknown operator', broken((f) => { endColumn(f).nodes[0]!.conditions = [{ like: [{ obj: `source.${ID.pan}.status` }, { const: 'OK' }] } as never]; }), '"like" is not a condition operator'],
    ['one operand', broken((f) => { endColumn(f).nodes[0]!.conditions = [{ eq: [{ obj: `source.${ID.pan}.status` }] } as never]; }), 'must hold exactly two operands'],
    ['two keys in a condition', broken((f) => { endColumn(f).nodes[0]!.conditions = [{ and: [], or: [] } as never]; }), 'exactly one operator or group'],
    ['groups too deep', broken((f) => { endColumn(f).nodes[0]!.conditions = [{ and: [{ and: [{ and: [{ and: [{ and: [{ and: [] }] }] }] }] }] } as never]; }), 'condition groups nest more than 5 deep'],
    ['bad function', broken((f) => { endColumn(f).nodes[0]!.conditions = [{ eq: [{ call: ['eval', { const: 1 }] }, { const: true }] } as never]; }), 'a function call must start with "functions.<name>"'],
    ['MatchString on a reference', broken((f) => { endColumn(f).nodes[0]!.conditions = [{ MatchString: [{ obj: `source.${ID.pan}.name` }, { obj: `source.${ID.pan}.name` }] }]; }), 'MatchString must compare with a constant text'],
    ['input from a later node', broken((f) => { f.columns[1]!.nodes[0]!.inputs![0]!.location = `source.${ID.bank}.name`; }), `input "pan" location "source.${ID.bank}.name" refers to "${ID.bank}"`],
    ['object constant', broken((f) => { endColumn(f).nodes[0]!.conditions = [{ eq: [{ obj: `source.${ID.pan}.status` }, { const: { a: 1 } }] } as never]; }), 'a condition constant must be a scalar or a list of scalars'],
  ];

  it.each(cases)('refuses a flow with %s', (_label, flow, message) => {
    const parsed = parseWorkflowFile(file(flow));
    expect(parsed).toMatchObject({ ok: false, problem: 'structure', message: INVALID_WORKFLOW_FILE_DESCRIPTION });
    if (parsed.ok) return;
    expect(parsed.details.join('\n')).toContain(message);
  });

  it('reports at most 20 problems', () => {
    const flow = { columns: Array.from({ length: 25 }, (_, i) => ({ id: `column ${i}`, nodes: [] })) };
    expect(flowStructureProblems(flow)).toHaveLength(20);
  });

  it('refuses text over 5 MB without parsing it', () => {
    expect(parseWorkflowFile(' '.repeat(WORKFLOW_FILE_MAX_BYTES + 1))).toMatchObject({ ok: false, problem: 'size', message: WORKFLOW_FILE_TOO_LARGE });
  });
});

describe('checkWorkflowFileFacts', () => {
  it('lets JSON files up to 5 MB through', () => {
    expect(checkWorkflowFileFacts({ name: 'flow.json', type: 'application/json', size: WORKFLOW_FILE_MAX_BYTES })).toBeNull();
    expect(checkWorkflowFileFacts({ name: 'flow.JSON', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkWorkflowFileFacts({ name: 'flow.txt', type: 'text/plain', size: 10 })).toMatchObject({ ok: false, problem: 'type', message: WORKFLOW_FILE_NOT_JSON });
    expect(checkWorkflowFileFacts({ name: 'flow.json', type: 'application/json', size: WORKFLOW_FILE_MAX_BYTES + 1 })).toMatchObject({ ok: false, problem: 'size', message: WORKFLOW_FILE_TOO_LARGE });
  });
});


it("creates an imported workflow with the file's use case when it is a lifecycle stage, else onboarding", () => {
  expect(importUseCase('payouts')).toBe('payouts');
  expect(importUseCase('gambling')).toBe('onboarding');
  expect(importUseCase(null)).toBe('onboarding');
});
