import type { Key } from 'react-aria-components';
import { Icon } from '../Icon';
import { BreadcrumbLink, BreadcrumbSeparator, StyledBreadcrumb, StyledBreadcrumbs } from './Breadcrumbs.styles';

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Where the crumb leads; the last crumb is the current page and leads nowhere. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Called with a crumb's id when it is pressed (besides following its `href`). */
  onAction?: (id: string) => void;
}

/** The trail to the current page; the last crumb is marked as the current page. */
export function Breadcrumbs({ items, label = 'Breadcrumbs', onAction }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <StyledBreadcrumbs onAction={onAction ? (key: Key) => onAction(String(key)) : undefined}>
        {items.map((item) => (
          <StyledBreadcrumb key={item.id} id={item.id}>
            {({ isCurrent }) => (
              <>
                <BreadcrumbLink href={isCurrent ? undefined : item.href}>{item.label}</BreadcrumbLink>
                {!isCurrent && (
                  <BreadcrumbSeparator aria-hidden>
                    <Icon name="chevronRight" size="sm" />
                  </BreadcrumbSeparator>
                )}
              </>
            )}
          </StyledBreadcrumb>
        ))}
      </StyledBreadcrumbs>
    </nav>
  );
}
