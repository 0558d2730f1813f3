/** A function that runs `fn` once `ms` have passed without another call; `flush` runs it now. */
export interface Debouncer<A extends unknown[]> {
  call: (...args: A) => void;
  /** Runs a pending call at once; returns whether there was one. */
  flush: () => boolean;
  cancel: () => void;
}

export function createDebouncer<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debouncer<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = () => {
    const args = pending;
    timer = undefined;
    pending = undefined;
    if (args) fn(...args);
  };

  return {
    call: (...args: A) => {
      pending = args;
      if (timer !== undefined) clearTimeout(timer);
      if (ms <= 0) run();
      else timer = setTimeout(run, ms);
    },
    flush: () => {
      if (timer === undefined) return false;
      clearTimeout(timer);
      run();
      return true;
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
