export { RelativeTime } from './RelativeTime';
export type { RelativeTimeProps } from './RelativeTime';
export { formatRelativeDuration, formatRelativeTime } from './formatRelativeTime';
