import useSWR, { type SWRResponse } from 'swr';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { components } from '~/contract';

export type UseCaseOption = components['schemas']['UseCaseOption'];

/** Use cases need a session but no organisation, so the key carries none. */
export type UseCasesKey = readonly ['/options/use-cases', Region, Mode];

export function useCasesKey(environment: ApiEnvironment): UseCasesKey {
  return ['/options/use-cases', environment.region, environment.mode];
}

export async function fetchUseCases(client: ApiClient, [, region, mode]: UseCasesKey): Promise<UseCaseOption[]> {
  const { useCases } = await unwrap(client.at({ region, mode }).GET('/options/use-cases', {}));
  return useCases;
}

/** The lifecycle stages of the onboarding modal (GET /options/use-cases). */
export function useUseCases(): SWRResponse<UseCaseOption[], ApiError> {
  const client = useApiClient();
  const key = useCasesKey(useApiEnvironment());
  return useSWR<UseCaseOption[], ApiError, UseCasesKey>(key, (k: UseCasesKey) => fetchUseCases(client, k));
}
