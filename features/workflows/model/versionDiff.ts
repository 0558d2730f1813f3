import { conditionSentence, stepAction, stepLabel } from './conditionSentence';
import { START_NODE_NAME } from './ids';
import { isEnd, isService, isStart } from './kinds';
import { allNodes, findNode, type LocatedNode } from './queries';
import type { Flow, FlowNode, FlowNodeInput } from './types';

export type StepDiffType = 'added' | 'removed' | 'changed';

/** One difference of a step, as a sentence; a changed condition or value also carries both readings. */
export interface StepChange {
  text: string;
  before?: string;
  after?: string;
}

/** A step that was added, removed or changed between two versions. */
export interface StepDiff {
  nodeId: string;
  type: StepDiffType;
  /** The step's name (in the newer flow, or the older one when removed). */
  label: string;
  /** Where the step sits (in the newer flow, or the older one when removed). */
  column: number;
  row: number;
  /** Added or removed: what the step does; changed: each change. */
  changes: StepChange[];
}

export interface VersionDiff {
  /** By column, then row; at the same place a removed step comes before the step that took it. */
  steps: StepDiff[];
  added: number;
  removed: number;
  changed: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const list = (values: readonly string[]) => values.join(', ');

/** Where an input's value comes from: `Input.pan`, `PAN Verification.name`, a fixed value, or nothing yet. */
function inputSource(input: FlowNodeInput, flow: Flow): string {
  if (input.isStatic) return `the value ${JSON.stringify(input.staticValue ?? null)}`;
  const location = input.location ?? '';
  const [kind = '', id = '', ...rest] = location.split('.');
  const type = rest.join('.');
  if (!kind || !type) return 'nothing (not configured)';
  if (kind === 'input') return `${START_NODE_NAME}.${type}`;
  const node = findNode(flow, id)?.node;
  return `${node ? stepLabel(node) : id}.${type}`;
}

const inputName = (input: FlowNodeInput) => input.displayName || input.key;
const awaitedKeys = (node: FlowNode) => node.awaits?.flatMap((entry) => entry.values) ?? [];
const outputKeys = (node: FlowNode) => (node.outputs ?? []).map((output) => output.key);

/** What an added step does, or what a removed one did. */
function description(node: FlowNode, flow: Flow): StepChange[] {
  const changes: StepChange[] = [];
  const when = conditionSentence(node, flow);
  if (when) changes.push({ text: when });
  else if (!isStart(node)) changes.push({ text: `${stepAction(node)} without a condition` });
  if (isService(node) && node.isAsync) changes.push({ text: 'Runs asynchronously' });
  if (node.kind === 'tag' && node.color) changes.push({ text: `Colour ${node.color}` });
  const keys = awaitedKeys(node);
  if (node.kind === 'AWAIT' && keys.length) changes.push({ text: `Waits for ${list(keys)}` });
  return changes;
}

function inputChanges(before: FlowNode, after: FlowNode, older: Flow, newer: Flow): StepChange[] {
  const changes: StepChange[] = [];
  const was = new Map((before.inputs ?? []).map((input) => [input.key, input]));
  const now = new Map((after.inputs ?? []).map((input) => [input.key, input]));
  for (const [key, input] of now) {
    const previous = was.get(key);
    const source = inputSource(input, newer);
    if (!previous) changes.push({ text: `Input ${inputName(input)} added, from ${source}` });
    else if (!same([previous.location, previous.isStatic, previous.staticValue], [input.location, input.isStatic, input.staticValue])) {
      changes.push({ text: `Input ${inputName(input)} now comes from ${source}`, before: inputSource(previous, older), after: source });
    }
  }
  for (const [key, input] of was) if (!now.has(key)) changes.push({ text: `Input ${inputName(input)} removed` });
  return changes;
}

function stepChanges(before: LocatedNode, after: LocatedNode, older: Flow, newer: Flow): StepChange[] {
  const a = before.node;
  const b = after.node;
  const changes: StepChange[] = [];
  // The end column is always the last: its states move whenever a column is added, which says nothing.
  if (!isEnd(b) && (before.column !== after.column || before.row !== after.row)) {
    changes.push({ text: `Moved from column ${before.column}, row ${before.row + 1} to column ${after.column}, row ${after.row + 1}` });
  }
  if (stepLabel(a) !== stepLabel(b)) changes.push({ text: `Renamed from ${stepLabel(a)} to ${stepLabel(b)}` });
  if ((a.supplierId ?? null) !== (b.supplierId ?? null)) changes.push({ text: `Service changed from ${a.supplierId ?? 'none'} to ${b.supplierId ?? 'none'}` });
  if (Boolean(a.isAsync) !== Boolean(b.isAsync)) changes.push({ text: b.isAsync ? 'Now runs asynchronously' : 'Now runs synchronously' });
  if ((a.color ?? null) !== (b.color ?? null)) changes.push({ text: `Colour changed from ${a.color ?? 'none'} to ${b.color ?? 'none'}` });
  if (!same(awaitedKeys(a), awaitedKeys(b))) {
    const now = awaitedKeys(b);
    changes.push({ text: now.length ? `Now waits for ${list(now)}` : 'Waits for nothing now', before: list(awaitedKeys(a)) || 'nothing', after: list(now) || 'nothing' });
  }
  if (isStart(b)) {
    const was = outputKeys(a);
    const now = outputKeys(b);
    const added = now.filter((key) => !was.includes(key));
    const removed = was.filter((key) => !now.includes(key));
    if (added.length) changes.push({ text: `Input attributes added: ${list(added)}` });
    if (removed.length) changes.push({ text: `Input attributes removed: ${list(removed)}` });
  }
  changes.push(...inputChanges(a, b, older, newer));
  if (!same(a.conditions?.[0], b.conditions?.[0])) {
    const was = conditionSentence(a, older) ?? `${stepAction(a)} without a condition`;
    const now = conditionSentence(b, newer) ?? `${stepAction(b)} without a condition`;
    changes.push({ text: 'Condition changed', before: was, after: now });
  }
  return changes;
}

/** Ties at one place: the removed step first, then the one now there. */
const TYPE_ORDER: Readonly<Record<StepDiffType, number>> = { removed: 0, changed: 1, added: 2 };

/**
 * The structural difference between two versions of a flow (document 2, section 3.2): steps added,
 * removed and changed (service, name, inputs, async flag, tag colour, awaited keys, position,
 * condition), matched by step id, with conditions read as sentences. Each flow is read against its
 * own steps, so a reference to a removed step still reads by that step's name.
 */
export function versionDiff(older: Flow, newer: Flow): VersionDiff {
  const was = new Map(allNodes(older).map((located) => [located.node.id, located]));
  const now = new Map(allNodes(newer).map((located) => [located.node.id, located]));
  const steps: StepDiff[] = [];
  for (const [id, after] of now) {
    const before = was.get(id);
    if (!before) {
      steps.push({ nodeId: id, type: 'added', label: stepLabel(after.node), column: after.column, row: after.row, changes: description(after.node, newer) });
      continue;
    }
    const changes = stepChanges(before, after, older, newer);
    if (changes.length) steps.push({ nodeId: id, type: 'changed', label: stepLabel(after.node), column: after.column, row: after.row, changes });
  }
  for (const [id, before] of was) {
    if (!now.has(id)) steps.push({ nodeId: id, type: 'removed', label: stepLabel(before.node), column: before.column, row: before.row, changes: description(before.node, older) });
  }
  steps.sort((x, y) => x.column - y.column || x.row - y.row || TYPE_ORDER[x.type] - TYPE_ORDER[y.type] || x.nodeId.localeCompare(y.nodeId));
  const count = (type: StepDiffType) => steps.filter((step) => step.type === type).length;
  return { steps, added: count('added'), removed: count('removed'), changed: count('changed') };
}

const steps = (count: number) => `${count} ${count === 1 ? 'step' : 'steps'}`;

/** "2 steps added, 1 step removed, 3 steps changed", or "No differences". */
export function diffSummary(diff: VersionDiff): string {
  const parts = [
    diff.added ? `${steps(diff.added)} added` : '',
    diff.removed ? `${steps(diff.removed)} removed` : '',
    diff.changed ? `${steps(diff.changed)} changed` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'No differences';
}
