import { useCallback } from 'react';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';

export type TransactionRunRequest = components['schemas']['TransactionRunRequest'];
export type TransactionRunResult = components['schemas']['TransactionRunResult'];

/**
 * POST /transactions in the current environment: starts a workflow's or template's try-out
 * (`workflowId` or `templateId` with data), or polls one (`transactionId` with `{}`: the Refresh
 * of an awaiting transaction, document 2 section 7).
 */
export function useRunTransaction(): (body: TransactionRunRequest) => Promise<TransactionRunResult> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  return useCallback((body: TransactionRunRequest) => unwrap(client.at(environment).POST('/transactions', { body })), [client, environment]);
}
