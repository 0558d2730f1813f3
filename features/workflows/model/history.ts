/** Undo and redo over immutable states: what was, what is, what was undone. */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** How many past states are kept. */
  limit: number;
}

export const HISTORY_LIMIT = 100;

export function createHistory<T>(present: T, limit = HISTORY_LIMIT): History<T> {
  return { past: [], present, future: [], limit: Math.max(1, limit) };
}

/** Records a new present; what was undone can no longer be redone. The same state records nothing. */
export function record<T>(history: History<T>, next: T): History<T> {
  if (next === history.present) return history;
  const past = [...history.past, history.present];
  return { ...history, past: past.length > history.limit ? past.slice(past.length - history.limit) : past, present: next, future: [] };
}

export const canUndo = <T>(history: History<T>) => history.past.length > 0;
export const canRedo = <T>(history: History<T>) => history.future.length > 0;

export function undo<T>(history: History<T>): History<T> {
  if (!canUndo(history)) return history;
  const previous = history.past[history.past.length - 1] as T;
  return { ...history, past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  if (!canRedo(history)) return history;
  const [next, ...rest] = history.future as [T, ...T[]];
  return { ...history, past: [...history.past, history.present], present: next, future: rest };
}

/** Starts over from a state, e.g. after loading or saving the workflow. */
export function reset<T>(history: History<T>, present: T): History<T> {
  return createHistory(present, history.limit);
}
