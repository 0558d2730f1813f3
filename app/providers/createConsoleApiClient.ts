import type { createStore } from 'jotai';
import { createApiClient, type ApiClient, type ApiEnvironment, type ObservableCache } from '~/lib/api';
import { resolveSessionEnvironment, selectedModeAtom, selectedOrgIdAtom } from '~/lib/session';

type Store = ReturnType<typeof createStore>;

/**
 * The console's API client. Its environment comes from the user's choices in the session store
 * and the session answers in the SWR cache (ADR 0018). While something listens, the environment is
 * kept and resolved again after a change to either; otherwise each read resolves it afresh.
 */
export function createConsoleApiClient(store: Store, cache: ObservableCache): ApiClient {
  const listeners = new Set<() => void>();
  let current: ApiEnvironment | null = null;
  let stopWatching: (() => void) | null = null;

  const compute = () => resolveSessionEnvironment({ orgId: store.get(selectedOrgIdAtom), mode: store.get(selectedModeAtom) }, cache);
  const resolve = (): ApiEnvironment => (stopWatching ? (current ??= compute()) : compute());
  const changed = () => {
    current = null;
    for (const listener of [...listeners]) listener();
  };
  const watch = () => {
    const stops = [store.sub(selectedOrgIdAtom, changed), store.sub(selectedModeAtom, changed), cache.subscribe(changed)];
    return () => stops.forEach((stop) => stop());
  };

  return createApiClient({
    getRegion: () => resolve().region,
    getMode: () => resolve().mode,
    getOrgId: () => resolve().orgId,
    subscribe: (onChange) => {
      listeners.add(onChange);
      if (!stopWatching) {
        current = null;
        stopWatching = watch();
      }
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0 && stopWatching) {
          stopWatching();
          stopWatching = null;
          current = null;
        }
      };
    },
  });
}
