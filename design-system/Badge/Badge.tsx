import type { HTMLAttributes, ReactNode } from 'react';
import type { Tone } from '../theme';
import { BadgeRoot, BadgeText } from './Badge.styles';
import type { BadgeSize, BadgeVariant } from './Badge.styles';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  children: ReactNode;
  tone?: Tone;
  variant?: BadgeVariant;
  size?: BadgeSize;
  /** A decorative icon before the text (mark it aria-hidden). */
  icon?: ReactNode;
}

export function Badge({ children, tone = 'neutral', variant = 'subtle', size = 'md', icon, ...rest }: BadgeProps) {
  return (
    <BadgeRoot {...rest} $tone={tone} $variant={variant} $size={size}>
      {icon}
      <BadgeText>{children}</BadgeText>
    </BadgeRoot>
  );
}
