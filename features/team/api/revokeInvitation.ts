import { useSWRConfig } from 'swr';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';
import { membersKey } from './members';

/** DELETE /v1/auth/invitations/{invitationId}: withdraws a pending invitation. */
export function useRevokeInvitation(): (invitationId: string) => Promise<void> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  return async (invitationId) => {
    await unwrap(client.at(environment).DELETE('/v1/auth/invitations/{invitationId}', { params: { path: { invitationId } } }));
    await mutate(membersKey(environment));
  };
}
