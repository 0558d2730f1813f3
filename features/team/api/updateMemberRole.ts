import { useSWRConfig } from 'swr';
import type { Role } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';
import { membersKey, type Member } from './members';

/** PATCH /v1/auth/members/{userId}: gives a member another role. */
export function useUpdateMemberRole(): (userId: string, role: Role) => Promise<Member> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  return async (userId, role) => {
    const member = await unwrap(client.at(environment).PATCH('/v1/auth/members/{userId}', { params: { path: { userId } }, body: { role } }));
    await mutate(membersKey(environment));
    return member;
  };
}
