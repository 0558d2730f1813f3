export { UsageLogsPage } from './pages/UsageLogsPage';
export type { UsageLogsPageProps } from './pages/UsageLogsPage';
export { TransactionDetailPage } from './pages/TransactionDetailPage';
export type { TransactionDetailPageProps } from './pages/TransactionDetailPage';
