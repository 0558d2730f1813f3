import { useRef, type ReactNode } from 'react';
import { CardGrid, Skeleton, Spinner } from '~/design-system';
import { GridMore, GridRoot, GridSentinel, SkeletonCard } from './WorkflowCardGrid.styles';
import { useNearBottom } from './useNearBottom';

export interface WorkflowCardGridProps {
  /** Accessible name of the list, e.g. 'My Workflows'. */
  label: string;
  /** `WorkflowCard`s (list items). */
  children: ReactNode;
  /** Whether another page exists (fewer than ceil(count / page size) pages are loaded). */
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Asks for the next page; called when the end of the grid comes within `thresholdPx` of the bottom. */
  onLoadMore: () => void;
  /** How many cards are shown; a change re-checks whether the next page is needed at once. */
  itemCount: number;
  thresholdPx?: number;
  loadingMoreLabel?: string;
}

/** The card grid of the workflow list (columns at least 20rem) with infinite scroll. */
export function WorkflowCardGrid({ label, children, hasMore, isLoadingMore, onLoadMore, itemCount, thresholdPx = 100, loadingMoreLabel = 'Loading more' }: WorkflowCardGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useNearBottom(sentinel, {
    enabled: hasMore && !isLoadingMore,
    thresholdPx,
    onNear: onLoadMore,
    key: itemCount,
  });
  return (
    <GridRoot>
      <CardGrid as="ul" aria-label={label}>
        {children}
      </CardGrid>
      <GridSentinel ref={sentinel} aria-hidden />
      {isLoadingMore && (
        <GridMore>
          <Spinner label={loadingMoreLabel} />
        </GridMore>
      )}
    </GridRoot>
  );
}

/** Placeholder cards while the first page loads. */
export function WorkflowCardGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <div aria-hidden>
        <CardGrid as="ul">
          {Array.from({ length: count }, (_, index) => (
            <SkeletonCard key={index}>
              <Skeleton count={3} />
            </SkeletonCard>
          ))}
        </CardGrid>
      </div>
    </div>
  );
}
