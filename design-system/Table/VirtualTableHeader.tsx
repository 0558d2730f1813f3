import { memo } from 'react';
import { VisuallyHidden, type SortDescriptor } from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import { ColumnLabel, ColumnText } from './Table.styles';
import { TableSortGlyph } from './TableSortGlyph';
import type { TableSelectionMode } from './tableProps';
import type { TableColumn } from './tableTypes';

export interface VirtualTableHeaderProps<T> {
  columns: readonly TableColumn<T>[];
  selectionMode: TableSelectionMode;
  /** The select-all checkbox's state; undefined when the header shows no checkbox. */
  selectAll: 'all' | 'some' | 'none' | undefined;
  onSelectAll: () => void;
  /** Whether sortable columns can be sorted now (not while loading or showing a state). */
  canSort: boolean;
  sortColumn: string | undefined;
  sortDirection: SortDescriptor['direction'] | undefined;
  /** The row menu column's accessible name, when the table has one. */
  menuLabel: string | undefined;
}

/**
 * The virtualised table's header row. Memoised, with props that do not change as the table
 * scrolls, so a change of window does not render it again.
 */
function VirtualTableHeaderImpl<T>({ columns, selectionMode, selectAll, onSelectAll, canSort, sortColumn, sortDirection, menuLabel }: VirtualTableHeaderProps<T>) {
  return (
    <div role="rowgroup" className="vf-virtual-header">
      <div role="row" aria-rowindex={1}>
        {selectionMode !== 'none' && (
          <div role="columnheader" tabIndex={-1} data-align="start">
            {selectAll ? (
              <Checkbox aria-label="Select all" isSelected={selectAll === 'all'} isIndeterminate={selectAll === 'some'} onChange={onSelectAll} excludeFromTabOrder />
            ) : (
              <VisuallyHidden>Select</VisuallyHidden>
            )}
          </div>
        )}
        {columns.map((column) => {
          const align = column.align ?? 'start';
          const sortable = canSort && column.sortable === true;
          const direction = sortColumn === column.id ? sortDirection : undefined;
          return (
            <div
              key={column.id}
              role="columnheader"
              tabIndex={-1}
              data-column-id={column.id}
              data-align={align}
              data-sortable={sortable || undefined}
              data-sorted={direction !== undefined || undefined}
              aria-sort={sortable && direction ? direction : undefined}
            >
              {column.hideHeader ? (
                <VisuallyHidden>{column.header}</VisuallyHidden>
              ) : (
                <ColumnLabel $align={align}>
                  <ColumnText>{column.header}</ColumnText>
                  {sortable && <TableSortGlyph direction={direction} />}
                </ColumnLabel>
              )}
            </div>
          );
        })}
        {menuLabel !== undefined && (
          <div role="columnheader" tabIndex={-1} data-align="end">
            <VisuallyHidden>{menuLabel}</VisuallyHidden>
          </div>
        )}
      </div>
    </div>
  );
}

export const VirtualTableHeader = memo(VirtualTableHeaderImpl) as typeof VirtualTableHeaderImpl;
