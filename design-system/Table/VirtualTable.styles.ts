import styled from 'styled-components';

/**
 * The virtualised table's grid: its own scroll region of a fixed height, a sticky header row and
 * a body as tall as all its rows, in which only the rows in view are placed. Rows and cells are
 * plain elements styled from here by class name: a styled wrapper per row or cell would cost a
 * style lookup for each of the rows entering the view on every frame of a scroll.
 */
export const VirtualGrid = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  overflow: auto;
  overscroll-behavior: contain;
  scroll-padding-top: ${({ theme }) => theme.sizes.tableHeaderHeight};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.fontFamily.sans};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  outline: none;

  .vf-virtual-header {
    position: sticky;
    top: 0;
    z-index: ${({ theme }) => theme.zIndex.raised};
    background: ${({ theme }) => theme.color.bg.subtle};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }

  .vf-virtual-header > [role='row'] {
    display: grid;
    grid-template-columns: var(--vf-table-columns);
    height: calc(${({ theme }) => theme.sizes.tableHeaderHeight} - 1px);
  }

  [role='columnheader'] {
    display: flex;
    align-items: center;
    min-width: 0;
    padding: 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.02em;
    white-space: nowrap;
    outline: none;
    user-select: none;

    &[data-align='end'] {
      justify-content: flex-end;
    }

    &[data-sortable] {
      cursor: pointer;
    }

    &[data-sortable]:hover,
    &[data-sorted] {
      color: ${({ theme }) => theme.color.fg.default};
    }

    &:focus-visible {
      box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
    }
  }

  /* As tall as all rows. Contained, so rows coming and going lay out no more than the body. */
  .vf-virtual-body {
    position: relative;
    contain: strict;
  }

  /*
   * The window's rows in blocks that stay where they are while the window moves. Each block is
   * contained (a stacking context of a known size), so a move lays out and paints only the block
   * entering, and the painting of the others is kept however far the region scrolls.
   */
  .vf-virtual-block {
    position: absolute;
    left: 0;
    right: 0;
    contain: strict;
  }

  /* One row track of the row's own height: its cells are laid out once, at that height. */
  .vf-virtual-row {
    display: grid;
    grid-template-columns: var(--vf-table-columns);
    grid-template-rows: 100%;
    width: 100%;
    height: ${({ theme }) => theme.sizes.tableRowHeight};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    outline: none;
    cursor: default;

    &[data-interactive] {
      cursor: pointer;
    }

    & > * {
      transition: background ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};
    }

    &:hover > * {
      background: ${({ theme }) => theme.color.bg.subtle};
    }

    &[data-interactive]:active > * {
      background: ${({ theme }) => theme.color.bg.muted};
    }

    &[aria-selected='true'] > * {
      background: ${({ theme }) => theme.color.accent.subtle};
    }

    &:focus-visible > * {
      box-shadow: inset 0 2px 0 ${({ theme }) => theme.color.border.focus}, inset 0 -2px 0 ${({ theme }) => theme.color.border.focus};
    }

    &:focus-visible > :first-child {
      box-shadow: inset 2px 2px 0 ${({ theme }) => theme.color.border.focus}, inset 0 -2px 0 ${({ theme }) => theme.color.border.focus};
    }

    &:focus-visible > :last-child {
      box-shadow: inset -2px 2px 0 ${({ theme }) => theme.color.border.focus}, inset 0 -2px 0 ${({ theme }) => theme.color.border.focus};
    }
  }

  /* A row outside the window's flow: the tab stop scrolled away, the loading-more row. */
  .vf-virtual-row-placed {
    position: absolute;
    top: 0;
    left: 0;
  }

  .vf-virtual-cell {
    display: flex;
    align-items: center;
    min-width: 0;
    padding: 0 ${({ theme }) => theme.space[3]};
    white-space: nowrap;
    outline: none;

    &[data-align='end'] {
      justify-content: flex-end;
    }
  }

  /* A plain-text cell: a block, so that its text can end in an ellipsis, centred by its line height. */
  .vf-virtual-cell.vf-virtual-cell-text {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    line-height: calc(${({ theme }) => theme.sizes.tableRowHeight} - 1px);

    &[data-align='end'] {
      text-align: right;
    }
  }

  /* A cell across the whole row: the loading-more row and the empty, not-found and error message. */
  .vf-virtual-wide-cell {
    grid-column: 1 / -1;
  }

  .vf-virtual-state-row {
    display: grid;
  }
`;
