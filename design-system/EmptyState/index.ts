export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export type { EmptyStateSize, EmptyStateTone } from './EmptyState.styles';
