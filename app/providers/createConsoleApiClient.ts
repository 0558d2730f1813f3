import type { createStore } from 'jotai';
import { createApiClient, type ApiClient } from '~/lib/api';
import { activeOrgIdAtom, regionAtom, toggledEnvAtom } from '~/lib/session';

type Store = ReturnType<typeof createStore>;

/** The console's API client, reading region, mode and organisation from the session store. */
export function createConsoleApiClient(store: Store): ApiClient {
  return createApiClient({
    getRegion: () => store.get(regionAtom),
    getMode: () => store.get(toggledEnvAtom),
    getOrgId: () => store.get(activeOrgIdAtom),
    subscribe: (onChange) => {
      const stops = [store.sub(regionAtom, onChange), store.sub(toggledEnvAtom, onChange), store.sub(activeOrgIdAtom, onChange)];
      return () => stops.forEach((stop) => stop());
    },
  });
}
