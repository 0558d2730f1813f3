import { createStore } from 'jotai';
import type { SessionSnapshot } from '~/contract/consoleSessionStart';
import { createObservableCache, type ApiClient, type ObservableCache } from '~/lib/api';
import { selectedModeAtom, selectedOrgIdAtom, startSession, type SessionStart } from '~/lib/session';
import { createConsoleApiClient } from './createConsoleApiClient';

/** What one mount of the console holds: its session store, its SWR cache and the API client over both. */
export interface ConsoleSession {
  store: ReturnType<typeof createStore>;
  cache: ObservableCache;
  client: ApiClient;
}

export function createConsoleSession(): ConsoleSession {
  const store = createStore();
  const cache = createObservableCache();
  return { store, cache, client: createConsoleApiClient(store, cache) };
}

/**
 * Starts `session`'s requests at once (ADR 0045), with the user's choices as the session store
 * holds them, taking the answers the page arrived with (`snapshot`, ADR 0052) instead of asking.
 */
export function startConsoleSession({ store, cache, client }: ConsoleSession, snapshot: SessionSnapshot | null = null): SessionStart {
  return startSession(client, cache, () => ({ orgId: store.get(selectedOrgIdAtom), mode: store.get(selectedModeAtom) }), snapshot);
}
