import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Key, Selection, SortDescriptor } from 'react-aria-components';
import { Skeleton } from '../Skeleton';
import { sizes } from '../theme';
import { TableFooter, TableRoot } from './Table.styles';
import { TableLoadingMore, TableStateMessage, skeletonRowIds } from './TableStates';
import { useTableLoadMore } from './TableLoadMore';
import { fromSortDescriptor, toSortDescriptor } from './tableSort';
import { tableState } from './tableStates';
import { shownRowActions } from './TableRowMenu';
import { VirtualGrid } from './VirtualTable.styles';
import { VirtualTableHeader } from './VirtualTableHeader';
import { VirtualTableRow } from './VirtualTableRow';
import { useCellTextTooltip } from './useCellTextTooltip';
import { cellAt, focusCell, keepsKeys } from './virtualGridCells';
import { columnTrack } from './virtualTableTracks';
import { blockRowSpan, isRowNavigationKey, rowBlocks, scrollTopToReveal, targetRowIndex, windowRange, type WindowRange } from './windowRange';
import type { ResolvedTableProps } from './tableProps';

const px = (length: string) => Number.parseFloat(length);
const ROW_HEIGHT = px(sizes.tableRowHeight);
const HEADER_HEIGHT = px(sizes.tableHeaderHeight);
const CONTROL_COLUMN_WIDTH = px(sizes.tableControlColumnWidth);
/** Rows rendered above and below the view: more than one frame of a brisk scroll (160 px). */
const OVERSCAN = 4;
/** The window moves by blocks of rows: one render per block scrolled rather than one per frame. */
const WINDOW_STEP = 16;
const INTERACTIVE_CONTENT = 'a, button, input, label, [role="button"], [role="checkbox"], [role="link"]';

/** A callback whose identity never changes and that always calls the latest `fn`, so memoised rows keep their props. */
function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

/** The table's window at a scroll offset, for a viewport and a row count, at its row height, overscan and step. */
const tableWindow = (scrollTop: number, viewportHeight: number, rowCount: number) =>
  windowRange({ scrollTop, viewportHeight, rowHeight: ROW_HEIGHT, rowCount, overscan: OVERSCAN, step: WINDOW_STEP });

/** The window and what it was computed from. */
interface WindowView {
  range: WindowRange;
  scrollTop: number;
  viewportHeight: number;
  rowCount: number;
  height: string;
}

function rowOf(target: EventTarget): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[role="row"][data-index]') : null;
}

/**
 * The virtualised table: a windowed ARIA grid of our own that renders only the rows in view (plus
 * a few above and below) at a fixed row height, with memoised rows, so a scroll frame renders only
 * the rows entering the window (ADR 0044). Focus is a roving tab stop on the rows; the arrows,
 * Home, End, PageUp and PageDown move it and scroll the row into view. Left and Right move into a
 * row's cells and between them, Up and Down keep the cell's column; Tab leaves the grid (ADR 0049).
 */
export function VirtualTable<T>({
  columns,
  rows: latestRows,
  getRowId,
  title,
  emptyText,
  notFoundText,
  errorText,
  error,
  isLoading: latestIsLoading,
  loadingRowCount,
  loadingLabel,
  sort,
  sortFormat,
  onSortChange,
  selectionMode,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onRowAction,
  rowActions,
  height = sizes.tableScrollHeight,
  onLoadMore,
  hasMore,
  isLoadingMore,
  loadMoreThreshold,
  loadingMoreLabel,
  footer,
  className,
  ...aria
}: ResolvedTableProps<T>) {
  const gridRef = useRef<HTMLDivElement>(null);
  // Rows that arrive in a blocking update (a data store's answer renders synchronously) are shown
  // by a deferred render, which yields to the browser between rows; until then the table shows
  // what it showed (its skeleton while loading).
  const rows = useDeferredValue(latestRows);
  const isLoading = useDeferredValue(latestIsLoading);
  const state = isLoading ? null : tableState({ error, rowCount: rows.length }, { title, emptyText, notFoundText, errorText });
  const rowCount = state || isLoading ? 0 : rows.length;
  const hasSelection = selectionMode !== 'none' && !isLoading;
  const showMenu = shownRowActions(rowActions);
  const rowHeaderId = (columns.find((c) => c.isRowHeader) ?? columns[0])?.id;
  const hasControls = showMenu != null || columns.some((c) => c.render != null || c.cell != null);
  const showLoadingMore = onLoadMore != null && !state && !isLoading && isLoadingMore;

  const tracks = useMemo(
    () =>
      [
        ...(selectionMode !== 'none' ? [`${CONTROL_COLUMN_WIDTH}px`] : []),
        ...columns.map((c) => columnTrack(c.width, c.minWidth)),
        ...(showMenu ? [`${CONTROL_COLUMN_WIDTH}px`] : []),
      ].join(' '),
    [columns, selectionMode, showMenu],
  );

  // 'auto': the grid is as tall as its rows, so all of them are in view.
  const initialViewportHeight = height === 'auto' ? rowCount * ROW_HEIGHT : px(height) - HEADER_HEIGHT;
  // The window, with the scroll offset and viewport it was set from and the rows and height it was set for.
  const [view, setView] = useState<WindowView>(() => ({
    scrollTop: 0,
    viewportHeight: initialViewportHeight,
    rowCount,
    height,
    range: tableWindow(0, initialViewportHeight, rowCount),
  }));
  if (view.rowCount !== rowCount || view.height !== height) {
    // Rows arrived or left: the window follows in this render. Set in a commit's layout effect, it
    // rendered the new rows again, synchronously, in the task of the commit that brought them.
    const shown = height === 'auto' || view.height !== height ? initialViewportHeight : view.viewportHeight;
    setView({ scrollTop: view.scrollTop, viewportHeight: shown, rowCount, height, range: tableWindow(view.scrollTop, shown, rowCount) });
  }
  const { range } = view;
  // The range last set: a scroll frame that keeps the window schedules no render at all (a state
  // update that React bails out of still renders the table once).
  const rangeRef = useRef(range);
  useLayoutEffect(() => {
    rangeRef.current = range;
  }, [range]);
  // The scroll offset and viewport last measured, by a scroll or by the resize observer, where layout is current.
  const measured = useRef({ scrollTop: 0, viewportHeight: initialViewportHeight });
  const viewportHeight = () => (gridRef.current ? gridRef.current.clientHeight - HEADER_HEIGHT : initialViewportHeight);
  const applyRange = useCallback(
    ({ scrollTop, viewportHeight: shown }: { scrollTop: number; viewportHeight: number }) => {
      const next = tableWindow(scrollTop, shown, rowCount);
      if (next.start === rangeRef.current.start && next.end === rangeRef.current.end) return;
      rangeRef.current = next;
      setView({ scrollTop, viewportHeight: shown, rowCount, height, range: next });
    },
    [rowCount, height],
  );
  /** Measures the grid and moves the window: for scrolls, key presses and the resize observer, not for a commit (a read there forces layout). */
  const updateRange = useCallback(() => {
    const el = gridRef.current;
    if (!el) return;
    measured.current = { scrollTop: el.scrollTop, viewportHeight: el.clientHeight - HEADER_HEIGHT };
    applyRange(measured.current);
  }, [applyRange]);
  // After a change of rows, the window from the last measures, should the grid have scrolled since
  // the window was set; reading the grid here would lay the page out inside the commit that
  // brought the rows. 'auto': the grid grows with its rows.
  useLayoutEffect(
    () => applyRange({ scrollTop: measured.current.scrollTop, viewportHeight: height === 'auto' ? rowCount * ROW_HEIGHT : measured.current.viewportHeight }),
    [applyRange, height, rowCount],
  );
  // Called once as it starts observing, after the first layout, and on every change of size.
  useLayoutEffect(() => {
    const el = gridRef.current;
    if (!el) return undefined;
    const observer = new ResizeObserver(updateRange);
    observer.observe(el);
    return () => observer.disconnect();
  }, [updateRange]);

  const cellTooltip = useCellTextTooltip();
  // Rendered before the frame is painted: a scheduled render would show the rows a frame late.
  const onScroll = () =>
    flushSync(() => {
      updateRange();
      cellTooltip.close();
    });

  useTableLoadMore(gridRef, { onLoadMore, hasMore, isLoadingMore, threshold: loadMoreThreshold, rowCount: rows.length });

  const [uncontrolledSelection, setUncontrolledSelection] = useState<Selection>(defaultSelectedKeys ?? new Set());
  const selection = selectedKeys ?? uncontrolledSelection;
  const isSelected = (key: Key) => selection === 'all' || selection.has(key);
  const changeSelection = (next: Selection) => {
    setUncontrolledSelection(next);
    onSelectionChange?.(next);
  };
  const toggleSelection = useStableCallback((key: Key) => {
    if (selectionMode === 'single') return changeSelection(isSelected(key) ? new Set() : new Set([key]));
    const next = new Set(selection === 'all' ? rows.map(getRowId) : selection);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    changeSelection(next);
  });
  const selectedCount = selection === 'all' ? rowCount : selection.size;

  const [focusedIndex, setFocusedIndex] = useState(0);
  const [hasFocus, setHasFocus] = useState(false);
  const windowStart = Math.min(range.start, rowCount);
  const windowEnd = Math.min(range.end, rowCount);
  // While focus is elsewhere the tab stop is the nearest rendered row, so rows far off can leave the DOM.
  const tabStop =
    rowCount === 0 ? -1 : !hasFocus && windowEnd > windowStart ? Math.min(Math.max(focusedIndex, windowStart), windowEnd - 1) : Math.min(focusedIndex, rowCount - 1);
  // The row (and cell) to focus once it is rendered: a row scrolled into the window mounts on the next commit.
  const pendingFocus = useRef<{ index: number; column: number | null } | null>(null);
  const focusRendered = (index: number, column: number | null) => {
    const row = gridRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (!row) return;
    if (column === null) row.focus({ preventScroll: true });
    else focusCell(row, column);
  };
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    focusRendered(pendingFocus.current.index, pendingFocus.current.column);
    pendingFocus.current = null;
  });

  /** Scrolls row `index` into view and focuses it, or its cell at `column`. */
  const focusRow = (index: number, column: number | null = null) => {
    const el = gridRef.current;
    if (!el) return;
    const top = scrollTopToReveal({ index, scrollTop: el.scrollTop, viewportHeight: viewportHeight(), rowHeight: ROW_HEIGHT });
    if (top !== el.scrollTop) el.scrollTop = top;
    updateRange();
    setFocusedIndex(index);
    pendingFocus.current = { index, column };
    focusRendered(index, column);
  };

  const sortDescriptor = toSortDescriptor(sort);
  const sortBy = (columnId: string) => {
    if (!onSortChange) return;
    const direction: SortDescriptor['direction'] = sortDescriptor?.column === columnId && sortDescriptor.direction === 'ascending' ? 'descending' : 'ascending';
    onSortChange(fromSortDescriptor({ column: columnId, direction }, sortFormat));
  };
  const sortable = (columnId: string) => !isLoading && !state && columns.some((c) => c.id === columnId && c.sortable);

  const onHeaderKeyDown = (event: KeyboardEvent<HTMLElement>, header: HTMLElement) => {
    const headers = [...(gridRef.current?.querySelectorAll<HTMLElement>('[role="columnheader"]') ?? [])];
    const at = headers.indexOf(header);
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      headers[Math.min(headers.length - 1, Math.max(0, at + (event.key === 'ArrowLeft' ? -1 : 1)))]?.focus();
    } else if (event.key === 'ArrowDown' && rowCount > 0) {
      focusRow(tabStop);
    } else if ((event.key === 'Enter' || event.key === ' ') && header.dataset.columnId && sortable(header.dataset.columnId)) {
      sortBy(header.dataset.columnId);
    } else return;
    event.preventDefault();
  };

  const rowsPerPage = () => Math.floor(viewportHeight() / ROW_HEIGHT);

  /** Keys pressed in a cell or in its control: the arrows move between cells, Space selects the row. */
  const onCellKeyDown = (event: KeyboardEvent<HTMLElement>, target: HTMLElement) => {
    const at = cellAt(target);
    if (!at || keepsKeys(target)) return;
    const index = Number(at.row.dataset.index);
    if (event.key === 'Tab' && event.shiftKey) {
      // The row, the grid's tab stop, comes before its cells: it steps out of the Tab order while
      // Shift+Tab moves focus, so that focus leaves the grid.
      const { row } = at;
      row.tabIndex = -1;
      window.setTimeout(() => {
        // Unless a render has made another row the tab stop since.
        if (row.isConnected && !gridRef.current?.querySelector('[role="row"][tabindex="0"]')) row.tabIndex = 0;
      });
      return;
    }
    if (event.key === 'ArrowLeft') {
      if (at.column === 0) at.row.focus({ preventScroll: true });
      else focusCell(at.row, at.column - 1);
    } else if (event.key === 'ArrowRight') focusCell(at.row, at.column + 1);
    else if (event.key === 'Home' || event.key === 'End') focusCell(at.row, event.key === 'Home' ? 0 : at.row.children.length - 1);
    else if (isRowNavigationKey(event.key)) focusRow(targetRowIndex(event.key, index, rowCount, rowsPerPage()), at.column);
    else if (event.key === ' ' && hasSelection && target === at.cell) {
      const row = rows[index];
      if (row !== undefined) toggleSelection(getRowId(row));
    } else if (event.key === 'Enter' && onRowAction && target === at.cell) {
      const row = rows[index];
      if (row !== undefined) onRowAction(row);
    } else return;
    event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    cellTooltip.onKeyDown(event);
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') === 'columnheader') return onHeaderKeyDown(event, target);
    if (target.getAttribute('role') !== 'row') return onCellKeyDown(event, target);
    if (target.dataset.index === undefined) return;
    const index = Number(target.dataset.index);
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      focusCell(target, event.key === 'ArrowRight' ? 0 : target.children.length - 1);
    } else if (isRowNavigationKey(event.key)) {
      if (event.key === 'ArrowUp' && index === 0) gridRef.current?.querySelector<HTMLElement>('[role="columnheader"]')?.focus();
      else focusRow(targetRowIndex(event.key, index, rowCount, rowsPerPage()));
    } else if (event.key === 'Enter' && onRowAction) {
      const row = rows[index];
      if (row !== undefined) onRowAction(row);
    } else if (event.key === ' ' && hasSelection) {
      const row = rows[index];
      if (row !== undefined) toggleSelection(getRowId(row));
    } else return;
    event.preventDefault();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const header = target.closest<HTMLElement>('[role="columnheader"][data-sortable]');
    if (header?.dataset.columnId) return sortBy(header.dataset.columnId);
    const rowElement = rowOf(target);
    if (!rowElement || !onRowAction || target.closest(INTERACTIVE_CONTENT)) return;
    const row = rows[Number(rowElement.dataset.index)];
    if (row !== undefined) onRowAction(row);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setHasFocus(true);
    cellTooltip.onFocus(event);
    const rowElement = rowOf(event.target);
    if (rowElement) setFocusedIndex(Number(rowElement.dataset.index));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    cellTooltip.onBlur(event);
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setHasFocus(false);
  };

  const placedTabStop = tabStop >= 0 && (tabStop < windowStart || tabStop >= windowEnd) ? tabStop : null;

  const selectAll = useStableCallback(() => changeSelection(selectedCount === rowCount ? new Set() : 'all'));
  const header = (
    <VirtualTableHeader
      columns={columns}
      selectionMode={selectionMode}
      selectAll={selectionMode !== 'multiple' || isLoading ? undefined : rowCount > 0 && selectedCount === rowCount ? 'all' : selectedCount > 0 ? 'some' : 'none'}
      onSelectAll={selectAll}
      canSort={!isLoading && !state}
      sortColumn={sortDescriptor?.column as string | undefined}
      sortDirection={sortDescriptor?.direction}
      menuLabel={showMenu ? (showMenu.columnLabel ?? 'Actions') : undefined}
    />
  );

  const wideRow = (key: string, index: number, content: ReactNode) => (
    <div key={key} role="row" className="vf-virtual-row vf-virtual-row-placed" style={{ top: index * ROW_HEIGHT }}>
      <div role="gridcell" className="vf-virtual-cell vf-virtual-wide-cell">
        {content}
      </div>
    </div>
  );

  // A function, so that the renders of a window move do not build them.
  const skeletonRows = () =>
    skeletonRowIds(loadingRowCount).map((id) => (
      <div key={id} role="row" className="vf-virtual-row" aria-disabled>
        {selectionMode !== 'none' && <div role="gridcell" className="vf-virtual-cell" />}
        {columns.map((column) => (
          <div key={column.id} role="gridcell" className="vf-virtual-cell" data-align={column.align ?? 'start'}>
            <Skeleton label={loadingLabel} />
          </div>
        ))}
        {showMenu && <div role="gridcell" className="vf-virtual-cell" />}
      </div>
    ));

  const renderRow = (index: number, top?: number) => {
    const row = rows[index] as T;
    const key = getRowId(row);
    return (
      <VirtualTableRow
        key={key}
        row={row}
        rowKey={key}
        index={index}
        top={top}
        columns={columns}
        rowHeaderId={rowHeaderId}
        isTabStop={index === tabStop}
        isInteractive={onRowAction != null}
        hasSelection={hasSelection}
        isSelected={hasSelection && isSelected(key)}
        onToggleSelection={toggleSelection}
        selectLabel="Select"
        rowActions={showMenu}
        hasControls={hasControls}
      />
    );
  };

  const bodyRowCount = isLoading ? loadingRowCount : rowCount + (showLoadingMore ? 1 : 0);
  const body = state ? (
    <div role="row" className="vf-virtual-state-row">
      <div role="gridcell" className="vf-virtual-wide-cell">
        <TableStateMessage kind={state.kind} text={state.text} />
      </div>
    </div>
  ) : isLoading ? (
    skeletonRows()
  ) : (
    <>
      {rowBlocks({ start: windowStart, end: windowEnd }, WINDOW_STEP, placedTabStop).map((block) => (
        <div key={block.key} role="presentation" className="vf-virtual-block" style={{ top: block.start * ROW_HEIGHT, height: blockRowSpan(block) * ROW_HEIGHT }}>
          {Array.from({ length: block.end - block.start }, (_, i) => renderRow(block.start + i))}
          {block.placed !== undefined && renderRow(block.placed, (block.placed - block.start) * ROW_HEIGHT)}
        </div>
      ))}
      {showLoadingMore && wideRow('vf-loading-more', rowCount, <TableLoadingMore label={loadingMoreLabel} />)}
    </>
  );

  return (
    <TableRoot className={className} data-virtualized aria-busy={isLoading || isLoadingMore || undefined}>
      <VirtualGrid
        {...aria}
        ref={gridRef}
        role="grid"
        aria-rowcount={(isLoading ? loadingRowCount : rowCount) + 1}
        aria-multiselectable={selectionMode === 'multiple' || undefined}
        $height={height}
        style={{ '--vf-table-columns': tracks } as CSSProperties}
        onScroll={onScroll}
        onPointerOver={cellTooltip.onPointerOver}
        onPointerOut={cellTooltip.onPointerOut}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {header}
        <div
          role="rowgroup"
          className={state ? undefined : 'vf-virtual-body'}
          style={state ? undefined : { height: bodyRowCount * ROW_HEIGHT }}
        >
          {body}
        </div>
      </VirtualGrid>
      {footer != null && <TableFooter>{footer}</TableFooter>}
      {cellTooltip.tooltip}
    </TableRoot>
  );
}
