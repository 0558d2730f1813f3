import styled, { css } from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import { focusRingShadow } from '../shared/focusRing';

/** The table card; `data-virtualized` marks a virtualised body (VirtualTable's grid of divs, not a native table). */
export const TableRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  overflow: hidden;
`;

/**
 * Around the native table's scroll region: while columns are hidden on a side
 * (`data-hidden-start`, `data-hidden-end`) the kept-in-view columns (the row's name, its actions)
 * cast a shadow over the columns scrolling beneath them, or, without such a column on that side,
 * the edge fades: either way the reader sees that more columns exist.
 */
export const ScrollFrame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;

  .vf-sticky-start,
  .vf-sticky-end {
    position: sticky;
    transition: box-shadow ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};
  }

  .vf-sticky-start {
    left: 0;
  }

  .vf-sticky-end {
    right: 0;
  }

  /*
   * Opaque and above the scrolling cells (whose controls may be positioned), so those pass
   * beneath; a row's hover and selection still colour them. The header stays above them all.
   */
  .vf-sticky-start:where(.react-aria-Cell),
  .vf-sticky-end:where(.react-aria-Cell) {
    z-index: ${({ theme }) => theme.zIndex.raised};
    background: ${({ theme }) => theme.color.bg.surface};
  }

  .vf-sticky-start:where(.react-aria-Column),
  .vf-sticky-end:where(.react-aria-Column) {
    z-index: ${({ theme }) => theme.zIndex.raised};
  }

  .react-aria-TableHeader {
    z-index: ${({ theme }) => theme.zIndex.sticky};
  }

  &[data-hidden-start] .vf-sticky-start {
    box-shadow: 6px 0 8px -6px ${({ theme }) => theme.color.bg.overlay};
  }

  &[data-hidden-end] .vf-sticky-end {
    box-shadow: -6px 0 8px -6px ${({ theme }) => theme.color.bg.overlay};
  }

  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndex.raised};
    width: ${({ theme }) => theme.space[8]};
    pointer-events: none;
    opacity: 0;
    transition: opacity ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};
  }

  &::before {
    left: 0;
    background: linear-gradient(to right, ${({ theme }) => theme.color.bg.surface}, transparent);
  }

  &::after {
    right: 0;
    background: linear-gradient(to left, ${({ theme }) => theme.color.bg.surface}, transparent);
  }

  &[data-hidden-start]:not([data-sticky-start])::before,
  &[data-hidden-end]:not([data-sticky-end])::after {
    opacity: 1;
  }
`;

/** Scrolls a native table; its header sticks to the top while rows scroll under it. */
export const TableScroll = styled.div<{ $maxHeight?: string }>`
  min-width: 0;
  overflow: auto;
  max-height: ${({ $maxHeight }) => $maxHeight ?? 'none'};
  overscroll-behavior: contain;
`;

/**
 * Rows, cells and columns are react-aria's own elements, styled from the table through their
 * default class names: a styled wrapper around each would run once per row and cell while
 * react-aria builds the collection, which for 10,000 rows costs more than the rows themselves.
 */
const tableParts = css`
  .react-aria-TableHeader {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndex.raised};
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  .react-aria-Column {
    height: ${({ theme }) => theme.sizes.tableHeaderHeight};
    padding: 0 ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.02em;
    text-align: left;
    white-space: nowrap;
    vertical-align: middle;
    outline: none;
    user-select: none;

    &[data-align='end'] {
      text-align: right;
    }

    &[data-allows-sorting] {
      cursor: pointer;
    }

    &[data-hovered][data-allows-sorting],
    &[data-sort-direction] {
      color: ${({ theme }) => theme.color.fg.default};
    }

    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
    }
  }

  .react-aria-Row {
    outline: none;
    cursor: default;

    &[data-interactive] {
      cursor: pointer;
    }

    & > * {
      transition: background ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};
    }

    &[data-hovered] > * {
      background: ${({ theme }) => theme.color.bg.subtle};
    }

    &[data-pressed] > * {
      background: ${({ theme }) => theme.color.bg.muted};
    }

    &[data-selected] > * {
      background: ${({ theme }) => theme.color.accent.subtle};
    }

    &[data-focus-visible] > * {
      box-shadow: inset 0 2px 0 ${({ theme }) => theme.color.border.focus}, inset 0 -2px 0 ${({ theme }) => theme.color.border.focus};
    }

    &[data-focus-visible] > :first-child {
      box-shadow: inset 2px 2px 0 ${({ theme }) => theme.color.border.focus}, inset 0 -2px 0 ${({ theme }) => theme.color.border.focus};
    }

    &[data-focus-visible] > :last-child {
      box-shadow: inset -2px 2px 0 ${({ theme }) => theme.color.border.focus}, inset 0 -2px 0 ${({ theme }) => theme.color.border.focus};
    }
  }

  .react-aria-Cell {
    height: ${({ theme }) => theme.sizes.tableRowHeight};
    padding: 0 ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: left;
    vertical-align: middle;
    white-space: nowrap;
    outline: none;

    &[data-align='end'] {
      text-align: right;
    }

    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
    }
  }

  /* Text of a cell (TableTruncatedText): one line, at most the table cell width of document 1 section 9, then an ellipsis. */
  .vf-cell-text {
    display: block;
    max-width: ${({ theme }) => theme.sizes.tableCellMaxWidth};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    border-radius: ${({ theme }) => theme.radii.sm};
    outline: none;

    &:focus-visible {
      box-shadow: ${focusRingShadow};
    }
  }

  /* The selection and row-menu columns: only as wide as their control. */
  .vf-table-control {
    width: 1%;
    padding: 0 ${({ theme }) => theme.space[3]};
  }

  .react-aria-TableBody[data-empty] {
    text-align: center;
  }
`;

export const tableBase = css`
  width: 100%;
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.fontFamily.sans};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  outline: none;

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  ${tableParts}
`;

export const ColumnLabel = styled.span<{ $align: 'start' | 'end' }>`
  display: inline-flex;
  align-items: center;
  flex-direction: ${({ $align }) => ($align === 'end' ? 'row-reverse' : 'row')};
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  vertical-align: middle;
`;

export const ColumnText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const SortIcon = styled.span<{ $active: boolean }>`
  display: inline-flex;
  flex: none;
  color: ${({ theme, $active }) => ($active ? theme.color.accent.fg : theme.color.fg.disabled)};

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

export const CellLinkText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const cellLinkCss = css`
  display: inline-flex;
  align-items: center;
  max-width: min(100%, ${({ theme }) => theme.sizes.tableCellMaxWidth});
  vertical-align: middle;

  svg {
    flex: none;
  }
`;

/**
 * A link cell that opens in a new tab. A native anchor rather than the router-aware Link: it never
 * navigates inside the console, so its href must reach the DOM untouched by the router's useHref.
 */
export const CellExternalLink = styled.a`
  ${cellLinkCss}
  gap: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.color.fg.link};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  outline: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    box-shadow: ${focusRingShadow};
  }
`;

export const CellActionButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  max-width: min(100%, ${({ theme }) => theme.sizes.tableCellMaxWidth});
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.color.fg.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    text-decoration: underline;
  }

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }
`;

/** The message shown in place of rows: empty, not found or error. */
export const StateCell = styled.div<{ $tone: 'neutral' | 'danger' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.md};
  text-align: center;
  white-space: normal;

  & > svg {
    width: ${({ theme }) => theme.space[6]};
    height: ${({ theme }) => theme.space[6]};
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger.fg : theme.color.fg.subtle)};
  }

  [data-virtualized] & {
    height: 100%;
  }
`;

export const StateText = styled.span`
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

export const LoadMoreContent = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.sizes.tableRowHeight};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const TableFooter = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;
