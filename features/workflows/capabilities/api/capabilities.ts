import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';
import { offeredCapabilities } from '../model/offeredCapabilities';

type Schemas = components['schemas'];
export type Capability = Schemas['Capability'];
export type CapabilitySummary = Schemas['CapabilitySummary'];
export type CapabilityCreate = Schemas['CapabilityCreate'];
export type CapabilityUpdate = Schemas['CapabilityUpdate'];
export type CapabilityList = Schemas['CapabilityList'];
export type Subscription = Schemas['Subscription'];
export type Plan = Schemas['Plan'];
export type Classifiers = Schemas['Classifiers'];
export type TransactionRunResult = Schemas['TransactionRunResult'];

/** The list's status filter (document 2 section 2.3): All, Active, In-active. */
export type CapabilityStatusFilter = 'all' | 'active' | 'inactive';

/** The side-panel page size of section 9; the list page reads one page of it too. */
export const CAPABILITY_PAGE_SIZE = 500;

type OrgKey<Path extends string, Rest extends unknown[] = []> = readonly [Path, Region, Mode, string, ...Rest];
export type CapabilityListKey = OrgKey<'/capabilities', [CapabilityStatusFilter, string]>;
export type CapabilityKey = OrgKey<'/capabilities/{capabilityId}', [string]>;

const isCapabilityList = (key: unknown) => Array.isArray(key) && key[0] === '/capabilities';

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

/** GET /suppliers/plans narrowed to a geography (section 5.3: plans of the user's geography). */
export function usePlans(geography: string | null): SWRResponse<Plan[], ApiError> {
  const client = useApiClient();
  const { region, mode, orgId } = useApiEnvironment();
  return useSWR<Plan[], ApiError, OrgKey<'/suppliers/plans', [string]> | null>(orgId && geography ? ['/suppliers/plans', region, mode, orgId, geography] : null, async ([, r, m, o, g]) => {
    const { plans } = await unwrap(client.at({ region: r, mode: m, orgId: o }).GET('/suppliers/plans', { params: { query: { geography: g as Plan['geography'] } } }));
    return plans;
  });
}

/** GET /classifiers: use cases, industries and geographies of the capability metadata. */
export function useClassifiers(): SWRResponse<Classifiers, ApiError> {
  const client = useApiClient();
  const { region, mode, orgId } = useApiEnvironment();
  return useSWR<Classifiers, ApiError, OrgKey<'/classifiers'> | null>(orgId ? ['/classifiers', region, mode, orgId] : null, ([, r, m, o]) =>
    unwrap(client.at({ region: r, mode: m, orgId: o }).GET('/classifiers', {})),
  );
}

/**
 * The capability calls that change something: create (POST), update (PATCH), and the try-out
 * run (POST /transactions with a capabilityId). Each refreshes the lists it changes.
 */
export function useCapabilityActions() {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  const at = client.at(environment);
  const refreshLists = useCallback(() => mutate(isCapabilityList), [mutate]);

  const create = useCallback(
    async (body: CapabilityCreate) => {
      const created = await unwrap(at.POST('/capabilities', { body }));
      void refreshLists();
      return created;
    },
    [at, refreshLists],
  );
  const update = useCallback(
    async (capabilityId: string, body: CapabilityUpdate) => {
      const updated = await unwrap(at.PATCH('/capabilities/{capabilityId}', { params: { path: { capabilityId } }, body }));
      void refreshLists();
      void mutate(['/capabilities/{capabilityId}', environment.region, environment.mode, environment.orgId, capabilityId], updated, { revalidate: false });
      return updated;
    },
    [at, refreshLists, mutate, environment.region, environment.mode, environment.orgId],
  );
  const fetchOne = useCallback((capabilityId: string) => unwrap(at.GET('/capabilities/{capabilityId}', { params: { path: { capabilityId } } })), [at]);
  const run = useCallback((capabilityId: string, data: Record<string, unknown>) => unwrap(at.POST('/transactions', { body: { capabilityId, data: data as Schemas['TransactionData'] } })), [at]);
  return { create, update, fetchOne, run };
}

/** Capabilities the Add Action menu of a workflow offers (section 5.5): active, listing the organisation's plan. */
export function useOfferedCapabilities(enabled: boolean): CapabilitySummary[] {
  const { data: list } = useCapabilityList('active', '', enabled);
  const { data: subscription } = useSubscription(enabled);
  if (!enabled || !list) return [];
  return offeredCapabilities(list.capabilities, subscription?.active ? subscription.planId : 'free');
}
