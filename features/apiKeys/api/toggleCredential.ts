import { useSWRConfig } from 'swr';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';
import { credentialsKey, type Credential, type CredentialList } from './credentials';

/**
 * PUT /v1/auth/toggleCred/{credentialId}: switches a key between active and inactive. The list
 * shows the new status at once and is corrected from the server's answer.
 */
export function useToggleCredential(): (credential: Credential) => Promise<Credential> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  const key = credentialsKey(environment);
  return async (credential) => {
    const flipped: Credential = { ...credential, status: credential.status === 'active' ? 'inactive' : 'active' };
    const replace = (list: CredentialList | undefined, next: Credential): CredentialList | undefined =>
      list && { credentials: list.credentials.map((c) => (c.credentialId === next.credentialId ? next : c)) };
    let saved: Credential = flipped;
    await mutate<CredentialList>(
      key,
      async (current) => {
        saved = await unwrap(
          client.at(environment).PUT('/v1/auth/toggleCred/{credentialId}', { params: { path: { credentialId: credential.credentialId } } }),
        );
        return replace(current, saved);
      },
      { optimisticData: (current) => replace(current, flipped) ?? { credentials: [] }, rollbackOnError: true, revalidate: false },
    );
    return saved;
  };
}
