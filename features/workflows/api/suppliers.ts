import useSWR, { type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';

export type Supplier = components['schemas']['Supplier'];

export type SuppliersKey = readonly ['/suppliers', Region, Mode, string, string];

/** The key of the service list, optionally narrowed by a search term (trimmed; blank means all). */
export function suppliersKey(environment: ApiEnvironment, searchTerm = ''): SuppliersKey | null {
  return environment.orgId ? ['/suppliers', environment.region, environment.mode, environment.orgId, searchTerm.trim()] : null;
}

export const byDisplayName = (a: Supplier, b: Supplier) => a.displayName.localeCompare(b.displayName);

export async function fetchSuppliers(client: ApiClient, [, region, mode, orgId, searchTerm]: SuppliersKey): Promise<Supplier[]> {
  const query = searchTerm ? { searchTerm } : {};
  const { suppliers } = await unwrap(client.at({ region, mode, orgId }).GET('/suppliers', { params: { query } }));
  return [...suppliers].sort(byDisplayName);
}

const options = { keepPreviousData: true };

/** The verification services (GET /suppliers) matching `searchTerm`, sorted by display name. */
export function useSuppliers(searchTerm = ''): SWRResponse<Supplier[], ApiError> {
  const client = useApiClient();
  const key = suppliersKey(useApiEnvironment(), searchTerm);
  return useSWR<Supplier[], ApiError, SuppliersKey | null>(key, (k: SuppliersKey) => fetchSuppliers(client, k), options);
}
