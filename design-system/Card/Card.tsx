import { useId, type ReactNode } from 'react';
import {
  CardActions,
  CardBody,
  CardDescription,
  CardFooter,
  CardGridRoot,
  CardHeader,
  CardHeaderText,
  CardRoot,
  CardTitle,
  type CardPadding,
} from './Card.styles';

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** The heading element of the title. */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the top right, e.g. a menu or a button. */
  actions?: ReactNode;
  /** A bar at the bottom, on a subtle background, e.g. buttons. */
  footer?: ReactNode;
  children?: ReactNode;
  padding?: CardPadding;
  /** A stronger shadow, for cards that float above others. */
  elevated?: boolean;
  /**
   * The element: `section` or `article` become regions named by the title; use `li` inside a
   * `CardGrid as="ul"`.
   */
  as?: 'div' | 'section' | 'article' | 'li';
}

/** A bordered surface grouping related content, with an optional title, actions and footer. */
export function Card({
  title,
  description,
  headingLevel = 3,
  actions,
  footer,
  children,
  padding = 'md',
  elevated = false,
  as = 'div',
}: CardProps) {
  const titleId = useId();
  const hasHeader = title != null || description != null || actions != null;
  const named = title != null && (as === 'section' || as === 'article');
  return (
    <CardRoot as={as} $padding={padding} $elevated={elevated} aria-labelledby={named ? titleId : undefined}>
      {hasHeader && (
        <CardHeader>
          <CardHeaderText>
            {title != null && (
              <CardTitle as={`h${headingLevel}` as const} id={titleId}>
                {title}
              </CardTitle>
            )}
            {description != null && <CardDescription>{description}</CardDescription>}
          </CardHeaderText>
          {actions != null && <CardActions>{actions}</CardActions>}
        </CardHeader>
      )}
      {children != null && <CardBody $afterHeader={hasHeader}>{children}</CardBody>}
      {footer != null && <CardFooter>{footer}</CardFooter>}
    </CardRoot>
  );
}

export interface CardGridProps {
  children: ReactNode;
  /** `ul` makes the cards a list (give each card `as="li"`). */
  as?: 'div' | 'ul';
  gap?: 3 | 4 | 6;
  'aria-label'?: string;
}

/** Cards in as many columns as fit, each at least 20rem wide: `repeat(auto-fill, minmax(20rem, 1fr))`. */
export function CardGrid({ children, as = 'div', gap = 4, 'aria-label': ariaLabel }: CardGridProps) {
  return (
    <CardGridRoot as={as} $gap={gap} aria-label={ariaLabel}>
      {children}
    </CardGridRoot>
  );
}
