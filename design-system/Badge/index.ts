export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export type { BadgeVariant, BadgeSize } from './Badge.styles';
