import { useState, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ThemeProvider, ToastRegion } from '~/design-system';
import { ApiProvider, apiSWRConfig } from '~/lib/api';
import { createConsoleSession, type ConsoleSession } from './consoleSession';

export interface AppProvidersProps {
  children: ReactNode;
  /** Overrides for tests and stories (the cache is always this mount's own). */
  swr?: Omit<SWRConfiguration, 'provider'>;
  /** The console's store, cache and client when its entry made them first (to start the session); else this mount makes its own. */
  session?: ConsoleSession;
}

/**
 * Theme, session store, API client, SWR and the toast region: everything a console page needs.
 * Each mount has its own SWR cache, which the API client reads its environment from.
 */
export function AppProviders({ children, swr, session }: AppProvidersProps) {
  const [{ store, cache, client }] = useState(() => session ?? createConsoleSession());
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
