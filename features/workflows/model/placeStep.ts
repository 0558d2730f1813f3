import { addBranchStep } from './addBranchStep';
import { addStep, type StepResult } from './addStep';
import { randomIdGenerator, type IdGenerator } from './ids';
import type { Flow, Placement, Step } from './types';

/** Adds a step where a plus button points: in or after a column (section 4.3), or under a tag's branch (4.5). */
export function placeStep(flow: Flow, step: Step, placement: Placement, newId: IdGenerator = randomIdGenerator): StepResult {
  if ('branchOf' in placement) return addBranchStep(flow, placement.branchOf, placement.branch, step, newId);
  return addStep(flow, step, placement, newId);
}
