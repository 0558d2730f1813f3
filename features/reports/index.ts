export { UsageLogsPage } from './pages/UsageLogsPage';
export type { UsageLogsPageProps } from './pages/UsageLogsPage';
export { TransactionDetailPage } from './pages/TransactionDetailPage';
export type { TransactionDetailPageProps } from './pages/TransactionDetailPage';
// The editor's Tryout panel (features/workflows) shows a try-out's transaction as the Usage Logs do.
export { TransactionTrace } from './components/TransactionTrace';
export type { TransactionTraceProps } from './components/TransactionTrace';
export { useTransaction, type Transaction } from './api';
