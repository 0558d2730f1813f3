import { useDeferredValue, useMemo, useRef, type ReactNode } from 'react';
import {
  Cell,
  Collection,
  Column,
  Row,
  TableBody,
  TableHeader,
  VisuallyHidden,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import { Skeleton } from '../Skeleton';
import { sizes } from '../theme';
import { TableCellContent } from './TableCell';
import { RowActionsMenu, shownRowActions } from './TableRowMenu';
import { TableSortGlyph } from './TableSortGlyph';
import { TableLoadingMore, TableStateMessage, skeletonRowIds } from './TableStates';
import { useTableLoadMore } from './TableLoadMore';
import { useCellTextTooltip } from './useCellTextTooltip';
import { useScrollEdges } from './useScrollEdges';
import { fromSortDescriptor, toSortDescriptor, type TableSort, type TableSortFormat } from './tableSort';
import { tableState, type TableError } from './tableStates';
import type { TableColumn, TableRowActions } from './tableTypes';
import { VirtualTable } from './VirtualTable';
import {
  ColumnLabel,
  ColumnText,
  LoadMoreRow,
  ScrollFrame,
  StyledTable,
  TableFooter,
  TableRoot,
  TableScroll,
} from './Table.styles';

export type TableSelectionMode = 'none' | 'single' | 'multiple';

export interface TableProps<T> {
  /** Accessible name of the table; or use `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** The row's key; `row.id` by default. */
  getRowId?: (row: T) => Key;

  /** What the table lists: the empty text reads 'You have no {title} yet'. */
  title?: string;
  /** Replaces the whole empty text. */
  emptyText?: string;
  notFoundText?: string;
  errorText?: string;
  /** A failed load: status 404 shows `notFoundText`, anything else `errorText`. */
  error?: TableError | boolean | null;
  /** Shows skeleton rows in place of the body. */
  isLoading?: boolean;
  loadingRowCount?: number;
  loadingLabel?: string;

  /** The current sort (controlled), in either shape. */
  sort?: TableSort | null;
  /** The shape `onSortChange` emits: `{ field, order }` or, for bulk tables, `{ sortBy, sortOrder }`. */
  sortFormat?: TableSortFormat;
  onSortChange?: (sort: TableSort) => void;

  /** Row selection with checkboxes; 'multiple' adds a select-all checkbox to the header. */
  selectionMode?: TableSelectionMode;
  selectedKeys?: Selection;
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Row click (or Enter on a focused row). */
  onRowAction?: (row: T) => void;
  /** Edit and delete in a menu at the end of each row. */
  rowActions?: TableRowActions<T>;

  /**
   * Renders only the rows in view (a windowed grid of fixed-height rows, ADR 0044), for long
   * lists; the table then scrolls inside `height`. With `height="auto"` the grid is as tall as its
   * rows and renders them all: for a page of rows, whose plain rows cost less to show than the
   * native table's (ADR 0047).
   */
  isVirtualized?: boolean;
  /** Height of the scroll region: fixed when virtualised (or 'auto', as tall as the rows), a maximum otherwise. */
  height?: string;

  /** Infinite scroll: called when the rows scroll within `loadMoreThreshold` px of the bottom. */
  onLoadMore?: () => void;
  /** False once every row has loaded. */
  hasMore?: boolean;
  /** Shows a loading row after the last row. */
  isLoadingMore?: boolean;
  loadMoreThreshold?: number;
  loadingMoreLabel?: string;

  /** Under the rows, inside the table's card: pagination, totals. */
  footer?: ReactNode;
  className?: string;
}

const SELECTION_COLUMN = 'vf-selection';
const ACTIONS_COLUMN = 'vf-row-actions';
const CONTROL_COLUMN_WIDTH = Number.parseFloat(sizes.tableControlColumnWidth);
const NO_ROWS: readonly never[] = [];

function defaultRowId<T>(row: T): Key {
  const id = (row as { id?: unknown }).id;
  if (typeof id === 'string' || typeof id === 'number') return id;
  throw new Error('Table rows need an `id`, or pass `getRowId`.');
}

/**
 * A list table (document 1 section 2.8): sortable columns, optional row selection, row and cell
 * clicks, link and redirect cells, truncated cells with a tooltip, a row menu, empty / not-found /
 * error / loading states, and an optional virtualised, infinite body.
 */
export function Table<T>({
  isVirtualized = false,
  getRowId = defaultRowId,
  notFoundText = 'No data found',
  errorText = 'Something went wrong',
  isLoading = false,
  loadingRowCount = 5,
  loadingLabel = 'Loading',
  sortFormat = 'field',
  selectionMode = 'none',
  hasMore = true,
  isLoadingMore = false,
  loadMoreThreshold = 100,
  loadingMoreLabel = 'Loading more',
  ...rest
}: TableProps<T>) {
  const props: ResolvedTableProps<T> = { ...rest, getRowId, notFoundText, errorText, isLoading, loadingRowCount, loadingLabel, sortFormat, selectionMode, hasMore, isLoadingMore, loadMoreThreshold, loadingMoreLabel };
  return isVirtualized ? <VirtualTable {...props} /> : <NativeTable {...props} />;
}

/** What both bodies of the table receive: the caller's props with the defaults filled in, once, by `Table`. */
export type ResolvedTableProps<T> = Omit<TableProps<T>, 'isVirtualized'> &
  Required<Pick<TableProps<T>, 'getRowId' | 'notFoundText' | 'errorText' | 'isLoading' | 'loadingRowCount' | 'loadingLabel' | 'sortFormat' | 'selectionMode' | 'hasMore' | 'isLoadingMore' | 'loadMoreThreshold' | 'loadingMoreLabel'>>;

/** The table that renders every row, as a native <table> on react-aria's Table. */
function NativeTable<T>({
  columns,
  rows: currentRows,
  getRowId,
  title,
  emptyText,
  notFoundText,
  errorText,
  error: currentError,
  isLoading: currentIsLoading,
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
  height,
  onLoadMore,
  hasMore,
  isLoadingMore,
  loadMoreThreshold,
  loadingMoreLabel,
  footer,
  className,
  ...aria
}: ResolvedTableProps<T>) {
  // New rows render as a deferred update, in slices that yield to the browser: a page of rows
  // arriving from the server is otherwise one long task. The three change together.
  const { rows, isLoading, error } = useDeferredValue(useMemo(() => ({ rows: currentRows, isLoading: currentIsLoading, error: currentError }), [currentRows, currentIsLoading, currentError]));
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const rowsById = useMemo(() => new Map(rows.map((row) => [getRowId(row), row])), [rows, getRowId]);

  const state = isLoading ? null : tableState({ error, rowCount: rows.length }, { title, emptyText, notFoundText, errorText });
  const bodyRows = state ? NO_ROWS : rows;
  const cellTooltip = useCellTextTooltip();
  const showSelection = selectionMode !== 'none';
  const menuActions = shownRowActions(rowActions);
  const showMenu = menuActions !== undefined;
  const rowHeaderId = (columns.find((c) => c.isRowHeader) ?? columns[0])?.id;
  // While the columns scroll sideways the row's name (a first-column row header) and its actions stay in view.
  const stickyStartId = !showSelection && columns[0]?.id === rowHeaderId ? rowHeaderId : undefined;
  const stickyClass = (column: TableColumn<T>, part: 'Column' | 'Cell') =>
    column.id === stickyStartId ? `react-aria-${part} vf-sticky-start` : column.isRowAction ? `react-aria-${part} vf-sticky-end` : undefined;
  const edges = useScrollEdges(scrollRef);

  useTableLoadMore(scrollRef, {
    onLoadMore,
    hasMore,
    isLoadingMore,
    threshold: loadMoreThreshold,
    rowCount: rows.length,
  });

  const header = (
    <TableHeader>
      {showSelection && (
        <Column className="react-aria-Column vf-table-control" id={SELECTION_COLUMN} data-align="start" width={CONTROL_COLUMN_WIDTH} minWidth={CONTROL_COLUMN_WIDTH}>
          {selectionMode === 'multiple' && !isLoading ? <Checkbox slot="selection" /> : null}
        </Column>
      )}
      {columns.map((column) => {
        const align = column.align ?? 'start';
        const widthStyle = typeof column.width === 'number' || (typeof column.width === 'string' && column.width.endsWith('%')) ? { width: column.width } : undefined;
        return (
          <Column
            key={column.id}
            id={column.id}
            isRowHeader={column.id === rowHeaderId}
            className={stickyClass(column, 'Column')}
            allowsSorting={column.sortable && !isLoading && !state}
            textValue={column.header}
            data-align={align}
            style={widthStyle}
          >
            {({ allowsSorting, sortDirection }) =>
              column.hideHeader ? (
                <VisuallyHidden>{column.header}</VisuallyHidden>
              ) : (
                <ColumnLabel $align={align}>
                  <ColumnText>{column.header}</ColumnText>
                  {allowsSorting && <TableSortGlyph direction={sortDirection} />}
                </ColumnLabel>
              )
            }
          </Column>
        );
      })}
      {showMenu && (
        <Column className="react-aria-Column vf-table-control vf-sticky-end" id={ACTIONS_COLUMN} data-align="end" width={CONTROL_COLUMN_WIDTH} minWidth={CONTROL_COLUMN_WIDTH}>
          <VisuallyHidden>{menuActions.columnLabel ?? 'Actions'}</VisuallyHidden>
        </Column>
      )}
    </TableHeader>
  );

  const renderRow = (row: T) => {
    const id = getRowId(row);
    return (
      <Row id={id} data-interactive={onRowAction != null || undefined}>
        {showSelection && (
          <Cell className="react-aria-Cell vf-table-control" data-align="start">
            <Checkbox slot="selection" />
          </Cell>
        )}
        {columns.map((column) => (
          <Cell key={column.id} className={stickyClass(column, 'Cell')} data-align={column.align ?? 'start'}>
            <TableCellContent column={column} row={row} />
          </Cell>
        ))}
        {showMenu && (
          <Cell className="react-aria-Cell vf-table-control vf-sticky-end" data-align="end">
            <RowActionsMenu rowActions={menuActions} row={row} />
          </Cell>
        )}
      </Row>
    );
  };

  const skeletonRows = skeletonRowIds(loadingRowCount).map((id) => (
    <Row key={id} id={id}>
      {showSelection && <Cell className="react-aria-Cell vf-table-control" data-align="start" />}
      {columns.map((column) => (
        <Cell key={column.id} data-align={column.align ?? 'start'}>
          <Skeleton label={loadingLabel} />
        </Cell>
      ))}
      {showMenu && <Cell className="react-aria-Cell vf-table-control" data-align="end" />}
    </Row>
  ));

  const body = (
    <TableBody renderEmptyState={state ? () => <TableStateMessage kind={state.kind} text={state.text} /> : undefined}>
      {isLoading ? (
        skeletonRows
      ) : (
        <>
          <Collection items={bodyRows} dependencies={[columns, rowActions, showSelection, onRowAction]}>
            {renderRow}
          </Collection>
          {onLoadMore && !state && (
            <LoadMoreRow isLoading={isLoadingMore}>
              <TableLoadingMore label={loadingMoreLabel} />
            </LoadMoreRow>
          )}
        </>
      )}
    </TableBody>
  );

  const tableProps = {
    ...aria,
    selectionMode: isLoading ? ('none' as const) : selectionMode,
    selectionBehavior: 'toggle' as const,
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
    sortDescriptor: toSortDescriptor(sort),
    onSortChange: onSortChange ? (d: SortDescriptor) => onSortChange(fromSortDescriptor(d, sortFormat)) : undefined,
    onRowAction: onRowAction
      ? (key: Key) => {
          const row = rowsById.get(key);
          if (row !== undefined) onRowAction(row);
        }
      : undefined,
    disabledKeys: isLoading ? skeletonRowIds(loadingRowCount) : undefined,
  };

  return (
    <TableRoot className={className} aria-busy={isLoading || isLoadingMore || undefined}>
      <ScrollFrame
          data-hidden-start={edges.start || undefined}
          data-hidden-end={edges.end || undefined}
          data-sticky-start={stickyStartId !== undefined || undefined}
          data-sticky-end={showMenu || columns.at(-1)?.isRowAction || undefined}
        >
          <TableScroll
            ref={scrollRef}
            $maxHeight={height}
            onPointerOver={cellTooltip.onPointerOver}
            onPointerOut={cellTooltip.onPointerOut}
            onFocus={cellTooltip.onFocus}
            onBlur={cellTooltip.onBlur}
            onKeyDown={cellTooltip.onKeyDown}
          >
            <StyledTable {...tableProps} ref={tableRef}>
              {header}
              {body}
            </StyledTable>
          </TableScroll>
        </ScrollFrame>
      {footer != null && <TableFooter>{footer}</TableFooter>}
      {cellTooltip.tooltip}
    </TableRoot>
  );
}
