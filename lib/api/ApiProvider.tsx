import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient, ApiEnvironment } from './client';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  client: ApiClient;
  children?: ReactNode;
}

/** Makes the API client available to the hooks below it. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: render inside <ApiProvider client={createApiClient(...)}>.');
  return client;
}

/** The client's current region, mode and organisation; re-renders when the client reports a change. */
export function useApiEnvironment(): ApiEnvironment {
  const client = useApiClient();
  return useSyncExternalStore(client.subscribe, client.environment, client.environment);
}
