import { useSWRConfig } from 'swr';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';
import { credentialsKey } from './credentials';

/** DELETE /v1/auth/revoke/{credentialId}; the key stops working at once and leaves the list. */
export function useRevokeCredential(): (credentialId: string) => Promise<void> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  return async (credentialId) => {
    await unwrap(client.at(environment).DELETE('/v1/auth/revoke/{credentialId}', { params: { path: { credentialId } } }));
    await mutate(credentialsKey(environment));
  };
}
