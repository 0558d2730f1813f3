export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
export { mapOutcome, statusLabel, statusLabels, statusNames, statusStyle } from './status';
export type { StatusName, Outcome } from './status';
