import type { ReactElement, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import {
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateRoot,
  EmptyStateText,
  EmptyStateTitle,
  type EmptyStateSize,
  type EmptyStateTone,
} from './EmptyState.styles';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A name from the icon set or an icon element (decorative); none when null. */
  icon?: IconName | ReactElement | null;
  /** A button or link that lets the user act, e.g. 'Create Webhook'. */
  action?: ReactNode;
  /** `sm` for table bodies and panels, `md` for whole pages. */
  size?: EmptyStateSize;
  tone?: EmptyStateTone;
  /** The heading element of the title. */
  headingLevel?: 2 | 3 | 4;
  /** Announce the state politely when it appears (e.g. after a search that found nothing). */
  role?: 'status' | 'alert';
}

/** What a list, table or page shows when it has nothing to show yet. */
export function EmptyState({
  title,
  description,
  icon = 'search',
  action,
  size = 'md',
  tone = 'neutral',
  headingLevel = 3,
  role,
}: EmptyStateProps) {
  return (
    <EmptyStateRoot $size={size} role={role}>
      {icon != null && (
        <EmptyStateIcon $size={size} $tone={tone} aria-hidden>
          {typeof icon === 'string' ? <Icon name={icon} /> : icon}
        </EmptyStateIcon>
      )}
      <EmptyStateText>
        <EmptyStateTitle as={`h${headingLevel}` as const} $size={size}>
          {title}
        </EmptyStateTitle>
        {description != null && <EmptyStateDescription>{description}</EmptyStateDescription>}
      </EmptyStateText>
      {action != null && <EmptyStateActions>{action}</EmptyStateActions>}
    </EmptyStateRoot>
  );
}
