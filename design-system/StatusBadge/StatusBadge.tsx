import { Badge, type BadgeProps } from '../Badge';
import { statusTone, type StatusStyle } from '../theme';
import { StatusDot } from './StatusBadge.styles';

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'tone' | 'icon'> {
  /** The colour style, a key of the theme's `statusTone` (success, failed, inQueue ...). */
  tone: StatusStyle;
  /** The shown text. */
  label: string;
  /** Hides the coloured dot before the text. */
  hideDot?: boolean;
}

/** A status in its colour style, with a dot before the text. */
export function StatusBadge({ tone, label, hideDot = false, ...rest }: StatusBadgeProps) {
  return (
    <Badge {...rest} tone={statusTone[tone]} icon={hideDot ? undefined : <StatusDot aria-hidden />} data-status-tone={tone}>
      {label}
    </Badge>
  );
}
