import type { Cache, State } from 'swr';

/**
 * An SWR cache that tells its listeners about every write. The console's API client listens, so
 * that the environment it derives from the session answers (region, live access, the first
 * organisation) follows them without copying them anywhere. A write moves its key to the end of
 * the iteration order, so `keys()` runs from the least to the most recently written.
 */
export interface ObservableCache extends Cache {
  subscribe(listener: () => void): () => void;
}

export function createObservableCache(): ObservableCache {
  const entries = new Map<string, State>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    keys: () => entries.keys(),
    get: (key) => entries.get(key),
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      notify();
    },
    delete(key) {
      if (entries.delete(key)) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
