export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonSize } from './Skeleton';
