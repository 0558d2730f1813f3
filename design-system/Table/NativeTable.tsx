import { useDeferredValue, useMemo, useRef } from 'react';
import {
  Cell,
  Collection,
  Column,
  Row,
  TableBody,
  TableHeader,
  VisuallyHidden,
  type Key,
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
import { fromSortDescriptor, toSortDescriptor } from './tableSort';
import { tableState } from './tableStates';
import type { TableColumn } from './tableTypes';
import type { ResolvedTableProps } from './tableProps';
import {
  ColumnLabel,
  ColumnText,
  ScrollFrame,
  TableFooter,
  TableRoot,
  TableScroll,
} from './Table.styles';
import { LoadMoreRow, StyledTable } from './NativeTable.styles';

const SELECTION_COLUMN = 'vf-selection';
const ACTIONS_COLUMN = 'vf-row-actions';
const CONTROL_COLUMN_WIDTH = Number.parseFloat(sizes.tableControlColumnWidth);
const NO_ROWS: readonly never[] = [];

/** The table that renders every row, as a native <table> on react-aria's Table. */
export function NativeTable<T>({
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
