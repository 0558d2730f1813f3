import type { SortDescriptor } from 'react-aria-components';

/** Sort of most list endpoints: the field and 'asc' or 'desc'. */
export interface FieldSort {
  field: string;
  order: 'asc' | 'desc';
}

/** Sort of the bulk-query endpoints: '1' ascending, '-1' descending (document 1 section 9). */
export interface BulkSort {
  sortBy: string;
  sortOrder: '1' | '-1';
}

export type TableSort = FieldSort | BulkSort;

/** Which of the two shapes a table emits. */
export type TableSortFormat = 'field' | 'bulk';

export function isBulkSort(sort: TableSort): sort is BulkSort {
  return 'sortBy' in sort;
}

/** The table's sort in react-aria's form, from either shape; undefined when unsorted. */
export function toSortDescriptor(sort: TableSort | null | undefined): SortDescriptor | undefined {
  if (!sort) return undefined;
  if (isBulkSort(sort)) return { column: sort.sortBy, direction: sort.sortOrder === '-1' ? 'descending' : 'ascending' };
  return { column: sort.field, direction: sort.order === 'desc' ? 'descending' : 'ascending' };
}

/** React-aria's sort descriptor in the shape a table was asked to emit. */
export function fromSortDescriptor(descriptor: SortDescriptor, format: 'field'): FieldSort;
export function fromSortDescriptor(descriptor: SortDescriptor, format: 'bulk'): BulkSort;
export function fromSortDescriptor(descriptor: SortDescriptor, format: TableSortFormat): TableSort;
export function fromSortDescriptor(descriptor: SortDescriptor, format: TableSortFormat): TableSort {
  const column = String(descriptor.column);
  const descending = descriptor.direction === 'descending';
  return format === 'bulk'
    ? { sortBy: column, sortOrder: descending ? '-1' : '1' }
    : { field: column, order: descending ? 'desc' : 'asc' };
}

/** Converts a sort from one shape to the other (or keeps it when it is already in `format`). */
export function convertSort(sort: TableSort, format: 'field'): FieldSort;
export function convertSort(sort: TableSort, format: 'bulk'): BulkSort;
export function convertSort(sort: TableSort, format: TableSortFormat): TableSort;
export function convertSort(sort: TableSort, format: TableSortFormat): TableSort {
  const descriptor = toSortDescriptor(sort);
  if (!descriptor) throw new Error('unreachable: a sort always has a column');
  return fromSortDescriptor(descriptor, format);
}
