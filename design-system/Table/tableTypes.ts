import type { ReactNode } from 'react';

/** Width of a column: pixels, a fraction of the free space ('2fr') or a percentage ('25%'). */
export type TableColumnWidth = number | `${number}fr` | `${number}%`;

/** How a cell's value is presented beyond plain text. */
export type TableCellKind<T> =
  /** A link that opens `href(row)` in a new tab (target=_blank, rel=noopener noreferrer). */
  | { type: 'link'; href: (row: T) => string; externalLabel?: string }
  /** A link to the base path `href` with the row's value appended as one segment. */
  | { type: 'redirect'; href: string }
  /** A button; pressing it calls `onAction` with the row (a cell click). */
  | { type: 'action'; onAction: (row: T) => void };

export interface TableColumn<T> {
  /** Unique id; also the sort field and, without `accessor`, the row property shown. */
  id: string;
  /** Header text. */
  header: string;
  /** Hides the header text while keeping it as the column's accessible name. */
  hideHeader?: boolean;
  width?: TableColumnWidth;
  minWidth?: number;
  /** The cell's value; defaults to `row[id]`. */
  accessor?: (row: T) => string | number | null | undefined;
  /** Custom content (a badge, an amount); replaces the value's text. */
  render?: (row: T) => ReactNode;
  /** Link, redirect or action cells. */
  cell?: TableCellKind<T>;
  sortable?: boolean;
  /** The column that names the row for assistive technology; the first column by default. */
  isRowHeader?: boolean;
  align?: 'start' | 'end';
  /**
   * The row's own actions (a revoke button, a menu): kept in view at the table's end while the
   * other columns scroll beneath it, as the row menu column is.
   */
  isRowAction?: boolean;
}

/** The row menu (document 1 section 2.8). */
export interface TableRowActions<T> {
  /** Shows 'Edit': the page's write permission. */
  canEdit?: boolean;
  /** Shows 'Delete': the page's delete flag. */
  canDelete?: boolean;
  /** Owners see no row actions at all. */
  hideRowActions?: boolean;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  editLabel?: string;
  deleteLabel?: string;
  /** Accessible name of each row's menu button, e.g. `Actions for ${row.name}`. */
  triggerLabel: (row: T) => string;
  /** Accessible name of the menu column's header. */
  columnLabel?: string;
}
