import { resolveTableProps, type TableProps } from './tableProps';
import { VirtualTable } from './VirtualTable';

/**
 * The table with its virtualised body only (`Table` with `isVirtualized`), for a page that shows
 * no other table: a module apart from `Table`'s, so that it does not bring the native table's
 * react-aria Table, collections and drag and drop code.
 */
export function VirtualizedTable<T>(props: Omit<TableProps<T>, 'isVirtualized'>) {
  return <VirtualTable {...resolveTableProps(props)} />;
}
