import type { ReactNode } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { Icon } from '../Icon';
import { StyledLink, type LinkVariant } from './Link.styles';

export interface LinkProps extends Omit<AriaLinkProps, 'children' | 'className' | 'style'> {
  children: ReactNode;
  href?: string;
  /** `inline` sits in running text and is always underlined; `standalone` is underlined only on hover. */
  variant?: LinkVariant;
  /** Opens in a new tab with `rel="noopener noreferrer"` and shows an external-link icon. */
  isExternal?: boolean;
  /** Accessible text for the external-link icon, e.g. "opens in a new tab". Decorative when absent. */
  externalLabel?: string;
  className?: string;
}

export function Link({ children, variant = 'inline', isExternal = false, externalLabel, target, rel, ...rest }: LinkProps) {
  return (
    <StyledLink
      {...rest}
      target={isExternal ? '_blank' : target}
      rel={isExternal ? 'noopener noreferrer' : rel}
      $variant={variant}
    >
      {children}
      {isExternal && <Icon name="externalLink" size="sm" label={externalLabel} />}
    </StyledLink>
  );
}
