import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';
import { offeredCapabilities } from '../model/offeredCapabilities';

type Schemas = components['schemas'];
export type Capability = Schemas['Capability'];
export type CapabilitySummary = Schemas['CapabilitySummary'];
export type CapabilityList = Schemas['CapabilityList'];
export type Subscription = Schemas['Subscription'];

/** The list's status filter (document 2 section 2.3): All, Active, In-active. */
export type CapabilityStatusFilter = 'all' | 'active' | 'inactive';

/** The side-panel page size of section 9; the list page reads one page of it too. */
export const CAPABILITY_PAGE_SIZE = 500;

export type OrgKey<Path extends string, Rest extends unknown[] = []> = readonly [Path, Region, Mode, string, ...Rest];
export type CapabilityListKey = OrgKey<'/capabilities', [CapabilityStatusFilter, string]>;
export type CapabilityKey = OrgKey<'/capabilities/{capabilityId}', [string]>;

/** Matches every capability list key: a change to a capability refreshes them all. */
export const isCapabilityListKey = (key: unknown) => Array.isArray(key) && key[0] === '/capabilities';

/** GET /capabilities with the status filter and search term (trimmed; blank means all). */
export function useCapabilityList(status: CapabilityStatusFilter = 'all', searchTerm = '', enabled = true): SWRResponse<CapabilityList, ApiError> {
  const client = useApiClient();
  const { region, mode, orgId } = useApiEnvironment();
  const key: CapabilityListKey | null = orgId && enabled ? ['/capabilities', region, mode, orgId, status, searchTerm.trim()] : null;
  return useSWR<CapabilityList, ApiError, CapabilityListKey | null>(
    key,
    ([, r, m, o, s, term]: CapabilityListKey) =>
      unwrap(
        client.at({ region: r, mode: m, orgId: o }).GET('/capabilities', {
          params: { query: { limit: CAPABILITY_PAGE_SIZE, ...(s === 'all' ? {} : { active: s === 'active' }), ...(term ? { searchTerm: term } : {}) } },
        }),
      ),
    { keepPreviousData: true },
  );
}

/** GET /capabilities/{id}: one capability with its flow object. */
export function useCapability(capabilityId: string | null): SWRResponse<Capability, ApiError> {
  const client = useApiClient();
  const { region, mode, orgId } = useApiEnvironment();
  const key: CapabilityKey | null = orgId && capabilityId ? ['/capabilities/{capabilityId}', region, mode, orgId, capabilityId] : null;
  return useSWR<Capability, ApiError, CapabilityKey | null>(key, ([, r, m, o, id]: CapabilityKey) =>
    unwrap(client.at({ region: r, mode: m, orgId: o }).GET('/capabilities/{capabilityId}', { params: { path: { capabilityId: id } } })),
  );
}

/** GET /suppliers/subscription: the plan whose capabilities the organisation is offered (section 5.5). */
export function useSubscription(enabled = true): SWRResponse<Subscription, ApiError> {
  const client = useApiClient();
  const { region, mode, orgId } = useApiEnvironment();
  return useSWR<Subscription, ApiError, OrgKey<'/suppliers/subscription'> | null>(orgId && enabled ? ['/suppliers/subscription', region, mode, orgId] : null, ([, r, m, o]) =>
    unwrap(client.at({ region: r, mode: m, orgId: o }).GET('/suppliers/subscription', {})),
  );
}

/** GET /capabilities/{id} on demand: the capability's flow, to insert into a workflow, duplicate or export. */
export function useFetchCapability() {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const at = client.at(environment);
  return useCallback((capabilityId: string) => unwrap(at.GET('/capabilities/{capabilityId}', { params: { path: { capabilityId } } })), [at]);
}

/** Capabilities the Add Action menu of a workflow offers (section 5.5): active, listing the organisation's plan. */
export function useOfferedCapabilities(enabled: boolean): CapabilitySummary[] {
  const { data: list } = useCapabilityList('active', '', enabled);
  const { data: subscription } = useSubscription(enabled);
  if (!enabled || !list) return [];
  return offeredCapabilities(list.capabilities, subscription?.active ? subscription.planId : 'free');
}
