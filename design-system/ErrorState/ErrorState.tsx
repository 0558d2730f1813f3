import type { ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState, type EmptyStateSize } from '../EmptyState';
import { Icon } from '../Icon';

export interface ErrorStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a Retry button that calls this; without it there is no button. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Shows the Retry button as busy while the retry runs. */
  isRetrying?: boolean;
  size?: EmptyStateSize;
  headingLevel?: 2 | 3 | 4;
}

/** What a page or panel shows when its data failed to load: 'Something went wrong!' and, when it can, Retry. */
export function ErrorState({
  title = 'Something went wrong!',
  description,
  onRetry,
  retryLabel = 'Retry',
  isRetrying = false,
  size = 'md',
  headingLevel = 3,
}: ErrorStateProps) {
  return (
    <EmptyState
      title={title}
      description={description}
      icon="warning"
      tone="danger"
      size={size}
      headingLevel={headingLevel}
      action={
        onRetry ? (
          <Button variant="secondary" size={size === 'sm' ? 'sm' : 'md'} iconStart={<Icon name="refresh" size="md" />} isLoading={isRetrying} onPress={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    />
  );
}
