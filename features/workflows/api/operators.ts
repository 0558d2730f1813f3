import useSWR, { type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';

export type Operator = components['schemas']['Operator'];

export type OperatorsKey = readonly ['/evaluations/operators', Region, Mode, string];

export function operatorsKey(environment: ApiEnvironment): OperatorsKey | null {
  return environment.orgId ? ['/evaluations/operators', environment.region, environment.mode, environment.orgId] : null;
}

export async function fetchOperators(client: ApiClient, [, region, mode, orgId]: OperatorsKey): Promise<Operator[]> {
  const { operators } = await unwrap(client.at({ region, mode, orgId }).GET('/evaluations/operators', {}));
  return operators;
}

/** The relational operators and custom functions a condition may use (GET /evaluations/operators). */
export function useOperators(): SWRResponse<Operator[], ApiError> {
  const client = useApiClient();
  const key = operatorsKey(useApiEnvironment());
  return useSWR<Operator[], ApiError, OperatorsKey | null>(key, (k: OperatorsKey) => fetchOperators(client, k));
}
