export { WorkflowCardGrid, WorkflowCardGridSkeleton, type WorkflowCardGridProps } from './WorkflowCardGrid';
export { useNearBottom } from './useNearBottom';
