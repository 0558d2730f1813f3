import styled from 'styled-components';
import { Breadcrumb as AriaBreadcrumb, Breadcrumbs as AriaBreadcrumbs, Link as AriaLink } from 'react-aria-components';
import { focusRingShadow } from '../shared/focusRing';

export const StyledBreadcrumbs = styled(AriaBreadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const StyledBreadcrumb = styled(AriaBreadcrumb)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const BreadcrumbSeparator = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.fg.disabled};
`;

export const BreadcrumbLink = styled(AriaLink)`
  padding: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.color.fg.muted};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  overflow-wrap: anywhere;

  &[data-hovered] {
    color: ${({ theme }) => theme.color.fg.default};
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }

  &[data-current] {
    color: ${({ theme }) => theme.color.fg.default};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    text-decoration: none;
    cursor: default;
  }
`;
