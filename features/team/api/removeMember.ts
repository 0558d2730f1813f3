import { useSWRConfig } from 'swr';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';
import { membersKey } from './members';

/** DELETE /v1/auth/members/{userId}: removes a member from the organisation. */
export function useRemoveMember(): (userId: string) => Promise<void> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  return async (userId) => {
    await unwrap(client.at(environment).DELETE('/v1/auth/members/{userId}', { params: { path: { userId } } }));
    await mutate(membersKey(environment));
  };
}
