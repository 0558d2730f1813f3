import type { ReactNode } from 'react';
import type { Key, Selection } from 'react-aria-components';
import type { TableSort, TableSortFormat } from './tableSort';
import type { TableError } from './tableStates';
import type { TableColumn, TableRowActions } from './tableTypes';

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

function defaultRowId<T>(row: T): Key {
  const id = (row as { id?: unknown }).id;
  if (typeof id === 'string' || typeof id === 'number') return id;
  throw new Error('Table rows need an `id`, or pass `getRowId`.');
}

/** What both bodies of the table receive: the caller's props with the defaults filled in, once, by `Table`. */
export type ResolvedTableProps<T> = Omit<TableProps<T>, 'isVirtualized'> &
  Required<Pick<TableProps<T>, 'getRowId' | 'notFoundText' | 'errorText' | 'isLoading' | 'loadingRowCount' | 'loadingLabel' | 'sortFormat' | 'selectionMode' | 'hasMore' | 'isLoadingMore' | 'loadMoreThreshold' | 'loadingMoreLabel'>>;

/** The caller's props with the defaults filled in, once, for either body. */
export function resolveTableProps<T>({
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
}: Omit<TableProps<T>, 'isVirtualized'>): ResolvedTableProps<T> {
  return { ...rest, getRowId, notFoundText, errorText, isLoading, loadingRowCount, loadingLabel, sortFormat, selectionMode, hasMore, isLoadingMore, loadMoreThreshold, loadingMoreLabel };
}
