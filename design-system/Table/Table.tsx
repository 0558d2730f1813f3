import { NativeTable } from './NativeTable';
import { resolveTableProps, type TableProps } from './tableProps';
import { VirtualTable } from './VirtualTable';

export type { ResolvedTableProps, TableProps, TableSelectionMode } from './tableProps';

/**
 * A list table (document 1 section 2.8): sortable columns, optional row selection, row and cell
 * clicks, link and redirect cells, truncated cells with a tooltip, a row menu, empty / not-found /
 * error / loading states, and an optional virtualised, infinite body.
 */
export function Table<T>({ isVirtualized = false, ...props }: TableProps<T>) {
  const resolved = resolveTableProps(props);
  return isVirtualized ? <VirtualTable {...resolved} /> : <NativeTable {...resolved} />;
}
