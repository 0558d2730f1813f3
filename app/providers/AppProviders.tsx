import { useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ThemeProvider, ToastRegion } from '~/design-system';
import { ApiProvider, apiSWRConfig } from '~/lib/api';
import { createConsoleApiClient } from './createConsoleApiClient';

export interface AppProvidersProps {
  children: ReactNode;
  /** Overrides for tests and stories, e.g. a fresh cache per story. */
  swr?: SWRConfiguration;
}

/** Theme, session store, API client, SWR and the toast region: everything a console page needs. */
export function AppProviders({ children, swr }: AppProvidersProps) {
  const [store] = useState(() => createStore());
  const [client] = useState(() => createConsoleApiClient(store));
  return (
    <ThemeProvider>
      <JotaiProvider store={store}>
        <ApiProvider client={client}>
          <SWRConfig value={{ ...apiSWRConfig, ...swr }}>
            {children}
            <ToastRegion />
          </SWRConfig>
        </ApiProvider>
      </JotaiProvider>
    </ThemeProvider>
  );
}
