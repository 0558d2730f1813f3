import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiError } from '~/lib/api';
import type { components } from '~/contract';
import { isCapabilityListKey, useFetchCapability, type OrgKey } from '~/features/workflows';

type Schemas = components['schemas'];
export type CapabilityCreate = Schemas['CapabilityCreate'];
export type CapabilityUpdate = Schemas['CapabilityUpdate'];
export type Plan = Schemas['Plan'];
export type Classifiers = Schemas['Classifiers'];
export type TransactionRunResult = Schemas['TransactionRunResult'];

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
  const refreshLists = useCallback(() => mutate(isCapabilityListKey), [mutate]);
  const fetchOne = useFetchCapability();

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
  const run = useCallback((capabilityId: string, data: Record<string, unknown>) => unwrap(at.POST('/transactions', { body: { capabilityId, data: data as Schemas['TransactionData'] } })), [at]);
  return { create, update, fetchOne, run };
}
