import { useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ThemeProvider, ToastRegion } from '~/design-system';
import { ApiProvider, apiSWRConfig, createObservableCache, preloadOrganizations } from '~/lib/api';
import { createConsoleApiClient } from './createConsoleApiClient';

export interface AppProvidersProps {
  children: ReactNode;
  /** Overrides for tests and stories (the cache is always this mount's own). */
  swr?: Omit<SWRConfiguration, 'provider'>;
  /** Ask for the session's organisation list at once (the console's entry), before the session gate loads. */
  preloadSession?: boolean;
}

/**
 * Theme, session store, API client, SWR and the toast region: everything a console page needs.
 * Each mount has its own SWR cache, which the API client reads its environment from.
 */
export function AppProviders({ children, swr, preloadSession = false }: AppProvidersProps) {
  const [store] = useState(() => createStore());
  const [cache] = useState(() => createObservableCache());
  const [client] = useState(() => {
    const created = createConsoleApiClient(store, cache);
    if (preloadSession) preloadOrganizations(created);
    return created;
  });
  return (
    <ThemeProvider>
      <JotaiProvider store={store}>
        <ApiProvider client={client}>
          <SWRConfig value={{ ...apiSWRConfig, ...swr, provider: () => cache }}>
            {children}
            <ToastRegion />
          </SWRConfig>
        </ApiProvider>
      </JotaiProvider>
    </ThemeProvider>
  );
}
