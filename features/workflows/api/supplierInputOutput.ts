import useSWR, { type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';

export type SupplierInputOutputList = components['schemas']['SupplierInputOutputList'];
export type SupplierInputOutput = components['schemas']['SupplierInputOutput'];

/** The last part is the JSON list of service ids the call sends as `supplierList`. */
export type SupplierInputOutputKey = readonly ['/suppliers/input-output', Region, Mode, string, string];

/** Null (no call) without an organisation or without service ids; ids are de-duplicated and sorted. */
export function supplierInputOutputKey(environment: ApiEnvironment, supplierIds: readonly string[]): SupplierInputOutputKey | null {
  const ids = [...new Set(supplierIds)].sort();
  if (!environment.orgId || ids.length === 0) return null;
  return ['/suppliers/input-output', environment.region, environment.mode, environment.orgId, JSON.stringify(ids)];
}

export function fetchSupplierInputOutput(client: ApiClient, [, region, mode, orgId, supplierList]: SupplierInputOutputKey): Promise<SupplierInputOutputList> {
  return unwrap(client.at({ region, mode, orgId }).GET('/suppliers/input-output', { params: { query: { supplierList } } }));
}

/** Inputs (with optionality) and outputs of the services used in a flow; unknown ids come back in `missing`. */
export function useSupplierInputOutput(supplierIds: readonly string[]): SWRResponse<SupplierInputOutputList, ApiError> {
  const client = useApiClient();
  const key = supplierInputOutputKey(useApiEnvironment(), supplierIds);
  return useSWR<SupplierInputOutputList, ApiError, SupplierInputOutputKey | null>(key, (k: SupplierInputOutputKey) => fetchSupplierInputOutput(client, k));
}
