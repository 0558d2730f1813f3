export { useTransactions, transactionsKey, fetchTransactions, type TransactionsKey, type TransactionList, type TransactionSummary } from './transactions';
export { useTransaction, transactionKey, fetchTransaction, type TransactionKey, type Transaction } from './transaction';
export { useWorkflowVersion, workflowVersionKey, fetchWorkflowVersion, type WorkflowVersionKey, type WorkflowVersion } from './workflowVersion';
export { useTemplate, templateKey, fetchTemplate, type TemplateKey, type Template } from './template';
