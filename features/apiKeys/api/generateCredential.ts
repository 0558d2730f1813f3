import { useSWRConfig } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';
import { credentialsKey } from './credentials';

export type NewCredential = components['schemas']['NewCredential'];

/** POST /v1/auth/generate in the current mode; the secret is answered once and only kept in memory. */
export function useGenerateCredential(): (appName: string) => Promise<NewCredential> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  return async (appName) => {
    const created = await unwrap(client.at(environment).POST('/v1/auth/generate', { body: { app_name: appName } }));
    void mutate(credentialsKey(environment));
    return created;
  };
}
