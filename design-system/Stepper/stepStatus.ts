export type StepStatus = 'complete' | 'current' | 'upcoming';

/** Steps before the current one are complete, the current one is current, the rest upcoming. */
export function stepStatus(index: number, currentIndex: number): StepStatus {
  if (index < currentIndex) return 'complete';
  if (index === currentIndex) return 'current';
  return 'upcoming';
}

/**
 * The index of the current step, given its id or index. An index past the last step means all
 * steps are complete; an unknown id or a negative index means none has started (-1).
 */
export function resolveCurrentIndex(stepIds: readonly string[], current: string | number): number {
  if (typeof current === 'number') return Number.isInteger(current) && current >= 0 ? Math.min(current, stepIds.length) : -1;
  return stepIds.indexOf(current);
}
