import { useSWRConfig } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';
import { membersKey } from './members';

export type CreateInvitationRequest = components['schemas']['CreateInvitationRequest'];
export type Invitation = components['schemas']['Invitation'];

/** POST /v1/auth/invitations: invites an e-mail with a role; 409 when already invited. */
export function useCreateInvitation(): (body: CreateInvitationRequest) => Promise<Invitation> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  return async (body) => {
    const invitation = await unwrap(client.at(environment).POST('/v1/auth/invitations', { body }));
    await mutate(membersKey(environment));
    return invitation;
  };
}
