import useSWR, { type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';
import type { ListTransactionsQuery } from '../model/listQuery';

export type TransactionList = components['schemas']['TransactionList'];
export type TransactionSummary = components['schemas']['TransactionSummary'];

export type TransactionsKey = readonly ['/transactions', Region, Mode, string, ListTransactionsQuery];

export function transactionsKey(environment: ApiEnvironment, query: ListTransactionsQuery): TransactionsKey | null {
  return environment.orgId ? ['/transactions', environment.region, environment.mode, environment.orgId, query] : null;
}

export function fetchTransactions(client: ApiClient, [, region, mode, orgId, query]: TransactionsKey): Promise<TransactionList> {
  return unwrap(client.at({ region, mode, orgId }).GET('/transactions', { params: { query } }));
}

/**
 * One page of the transactions of the current organisation and mode (`GET /transactions`). Keeps
 * the previous page on screen while the next one loads.
 */
export function useTransactions(query: ListTransactionsQuery): SWRResponse<TransactionList, ApiError> {
  const client = useApiClient();
  const key = transactionsKey(useApiEnvironment(), query);
  return useSWR<TransactionList, ApiError, TransactionsKey | null>(key, (k: TransactionsKey) => fetchTransactions(client, k), { keepPreviousData: true });
}
