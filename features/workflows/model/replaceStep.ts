import { assertStepFits, type StepResult } from './addStep';
import { applyBranchChoice, chosenBranch, parentBranchOf } from './branches';
import { columnMetadataFor, nodeFromStep } from './buildNode';
import { cloneFlow, finalize } from './draft';
import { randomIdGenerator, type IdGenerator } from './ids';
import { isEnd, isStart } from './kinds';
import { conditionsWithout, inputsWithout } from './references';
import { requireNode, startNodeName } from './queries';
import { FlowError, type Flow, type FlowColumn, type Step } from './types';

/**
 * Replaces a step with another (section 4.3): the new node keeps the old one's position,
 * conditions and dependencies; later nodes that depended on the old node depend on the new one;
 * conditions and input mappings of later nodes that referred to the old node are removed (they
 * must be defined again), and positions are recomputed. A tag replaced by a tag hands its branch
 * columns to the new tag, whose branch steps get their status conditions back.
 */
export function replaceStep(flow: Flow, nodeId: string, step: Step, newId: IdGenerator = randomIdGenerator): StepResult {
  const { node: old, column, row } = requireNode(flow, nodeId);
  if (isStart(old)) throw new FlowError('startNode', 'The start step cannot be replaced.');
  if (isEnd(old) !== (step.kind === 'end')) {
    throw new FlowError('endColumn', isEnd(old) ? 'An end state can only be replaced by another end state.' : 'An end state goes in the end column.');
  }
  assertStepFits(flow, step, nodeId);
  const draft = cloneFlow(flow);
  const fresh = nodeFromStep(step, newId, startNodeName(flow));
  fresh.conditions = structuredClone(old.conditions ?? []);
  fresh.dependencies = [...(old.dependencies ?? [])];
  const home = draft.columns[column] as FlowColumn;
  home.nodes[row] = fresh;
  if (home.nodes.length === 1 && home.metadata?.kind !== 'branch' && step.kind !== 'end') home.metadata = columnMetadataFor(step);

  const gone = new Set([old.id]);
  draft.columns.forEach((later, c) => {
    if (c > column) {
      for (const node of later.nodes) {
        node.dependencies = node.dependencies?.map((d) => (d === old.id ? fresh.id : d));
        node.conditions = conditionsWithout(node.conditions, gone);
        node.inputs = inputsWithout(node.inputs, gone);
      }
    }
    if (later.metadata?.kind === 'branch' && later.metadata.parentID === old.id) {
      later.metadata = fresh.kind === 'tag' ? { ...later.metadata, parentID: fresh.id } : { kind: 'source' };
    }
  });
  // The branch steps of a tag replaced by a tag wait for the new tag's status, on the same branch choice.
  if (fresh.kind === 'tag' && old.kind === 'tag') applyBranchChoice(draft, fresh.id, chosenBranch(flow, old.id) ?? 'A', parentBranchOf(flow, old.id));
  return { flow: finalize(draft), nodeId: fresh.id };
}
