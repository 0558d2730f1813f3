import type { HTMLAttributes, ReactNode } from 'react';
import { HeadingRoot, type HeadingLevel } from './Heading.styles';

export type HeadingElement = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'div' | 'span' | 'legend';

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'children'> {
  children: ReactNode;
  /** Visual size and, unless `as` is given, the heading element (`h1`–`h4`). */
  level?: HeadingLevel;
  /** Renders another element while keeping the level's size, e.g. an `h2` that looks like level 3. */
  as?: HeadingElement;
  truncate?: boolean;
}

export function Heading({ children, level = 2, as, truncate = false, ...rest }: HeadingProps) {
  return (
    <HeadingRoot {...rest} as={as ?? (`h${level}` as const)} $level={level} $truncate={truncate}>
      {children}
    </HeadingRoot>
  );
}
