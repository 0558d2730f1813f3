import useSWR, { type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Region } from '~/lib/api';

export type Member = components['schemas']['Member'];
export type MemberList = components['schemas']['MemberList'];

export const MEMBERS_PATH = '/v1/auth/members';
/** Members are shared by both modes, so the key leaves the mode out. */
export type MembersKey = readonly [typeof MEMBERS_PATH, Region, string];

export function membersKey(environment: ApiEnvironment): MembersKey | null {
  return environment.orgId ? [MEMBERS_PATH, environment.region, environment.orgId] : null;
}

export function fetchMembers(client: ApiClient, [, region, orgId]: MembersKey): Promise<MemberList> {
  return unwrap(client.at({ region, orgId }).GET(MEMBERS_PATH));
}

/** GET /v1/auth/members: accepted members, then pending invitations. */
export function useMembers(): SWRResponse<MemberList, ApiError> {
  const client = useApiClient();
  const key = membersKey(useApiEnvironment());
  return useSWR<MemberList, ApiError, MembersKey | null>(key, (k: MembersKey) => fetchMembers(client, k));
}
