import type { Placement } from '../model/types';

/** Where a chosen step goes: a new step at a place, or in place of a node. */
export type StepTarget = { placement: Placement } | { replaceId: string };

/** The one editor overlay open at a time. */
export type StepDialog =
  | { kind: 'menu'; target: StepTarget; anchor: Element }
  | { kind: 'await'; target: StepTarget }
  | { kind: 'tag'; target: StepTarget }
  | { kind: 'end'; target: StepTarget }
  | { kind: 'confirmReplace'; nodeId: string }
  | { kind: 'delete'; nodeId: string }
  | { kind: 'configure'; nodeId: string }
  | { kind: 'input' }
  | null;
