import { useTemplate, useWorkflowVersion, type Transaction } from '../api';
import type { Flow } from '../model/traceGraph';

/**
 * The flow a transaction ran on: the workflow's version, or the template for a template's try-out.
 * Null while it loads or when it cannot be read (the canvas then lays the trace out on its own).
 */
export function useTransactionFlow(transaction: Transaction | undefined): Flow | null {
  const version = useWorkflowVersion(transaction?.workflowId, transaction?.version);
  const template = useTemplate(transaction && !transaction.workflowId ? transaction.templateId : null);
  return version.data?.workflowObject ?? template.data?.workflowObject ?? null;
}
