import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { ThemeProvider } from '../design-system/theme';

/**
 * Each story gets a fresh SWR cache and a fresh jotai store, so no data leaks between stories.
 * Retries are off in stories: error states must show at once.
 */
export function StoryProviders({ children }: { children: ReactNode }) {
  const [store] = useState(() => createStore());
  return (
    <ThemeProvider>
      <JotaiProvider store={store}>
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>{children}</SWRConfig>
      </JotaiProvider>
    </ThemeProvider>
  );
}
