export { HttpStatusBadge } from './HttpStatusBadge';
export type { HttpStatusBadgeProps } from './HttpStatusBadge';
