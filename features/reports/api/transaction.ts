import useSWR, { type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';

export type Transaction = components['schemas']['Transaction'];

export type TransactionKey = readonly ['/transactions/{transactionId}', Region, Mode, string, string];

export function transactionKey(environment: ApiEnvironment, transactionId: string | null | undefined): TransactionKey | null {
  return environment.orgId && transactionId ? ['/transactions/{transactionId}', environment.region, environment.mode, environment.orgId, transactionId] : null;
}

export function fetchTransaction(client: ApiClient, [, region, mode, orgId, transactionId]: TransactionKey): Promise<Transaction> {
  return unwrap(client.at({ region, mode, orgId }).GET('/transactions/{transactionId}', { params: { path: { transactionId } } }));
}

/** One transaction with its input and per-node trace (`GET /transactions/{transactionId}`); idle without an id. */
export function useTransaction(transactionId: string | null | undefined): SWRResponse<Transaction, ApiError> {
  const client = useApiClient();
  const key = transactionKey(useApiEnvironment(), transactionId);
  return useSWR<Transaction, ApiError, TransactionKey | null>(key, (k: TransactionKey) => fetchTransaction(client, k));
}
