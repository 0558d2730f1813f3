import { Badge, type BadgeProps } from '../Badge';
import { statusTone } from '../theme';
import { statusLabel, statusStyle, type StatusName } from './status';
import { StatusDot } from './StatusBadge.styles';

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'tone' | 'icon'> {
  /** A status name; map a raw response value with `mapOutcome` first. */
  status: StatusName;
  /** Overrides the shown text (defaults follow document 1 section 4.7, e.g. 'unknown', 'failed'). */
  label?: string;
  /** Hides the coloured dot before the text. */
  hideDot?: boolean;
}

/** A transaction or job status in its colour style. */
export function StatusBadge({ status, label, hideDot = false, ...rest }: StatusBadgeProps) {
  return (
    <Badge {...rest} tone={statusTone[statusStyle[status]]} icon={hideDot ? undefined : <StatusDot aria-hidden />} data-status={status}>
      {label ?? statusLabel(status)}
    </Badge>
  );
}
