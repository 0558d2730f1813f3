import styled, { css } from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import { focusRingShadow } from '../shared/focusRing';

export const KeyValueTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  text-align: left;

  caption {
    padding-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    text-align: left;
  }

  thead th {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  tbody th,
  tbody td {
    padding: ${({ theme }) => theme.space[2.5]} ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    vertical-align: top;
  }

  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: none;
  }

  tbody th {
    width: 35%;
    color: ${({ theme }) => theme.color.fg.muted};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    overflow-wrap: anywhere;
  }

  tbody td {
    color: ${({ theme }) => theme.color.fg.default};
    overflow-wrap: anywhere;
  }
`;

export const EmptyValue = styled.span`
  color: ${({ theme }) => theme.color.fg.subtle};
`;


export const FullText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * 'Open Link': a native anchor rather than the router-aware Link, because it always leaves the
 * console for a new tab and its href must reach the DOM untouched by the router's useHref.
 */
const inlineAction = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.color.fg.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: inherit;
  text-decoration: none;
  cursor: pointer;
  outline: none;
  vertical-align: bottom;

  svg {
    flex: none;
  }
`;

export const OpenLinkAnchor = styled.a`
  ${inlineAction}

  &:hover {
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  &:focus-visible {
    box-shadow: ${focusRingShadow};
  }
`;

/** 'View Details' and 'Read more': buttons that sit in the text like links, keeping rows one line high. */
export const InlineActionButton = styled(AriaButton)`
  ${inlineAction}

  &[data-hovered] {
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }
`;
