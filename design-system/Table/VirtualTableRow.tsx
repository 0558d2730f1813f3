import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import { TableCellContent } from './TableCell';
import { RowActionsMenu } from './TableRowMenu';
import { columnText } from './tableCells';
import { CELL_TEXT_CLASS } from './useCellTextTooltip';
import { removeControlsFromTabOrder } from './virtualGridCells';
import type { TableColumn, TableRowActions } from './tableTypes';

export interface VirtualTableRowProps<T> {
  row: T;
  rowKey: Key;
  /** Position in the whole list, from 0. */
  index: number;
  /** Set for a row placed apart from its block's flow (the tab stop, scrolled out of the window): its top in the block. */
  top?: number;
  columns: readonly TableColumn<T>[];
  rowHeaderId: string | undefined;
  /** The row that Tab reaches (the grid's one tab stop). */
  isTabStop: boolean;
  isInteractive: boolean;
  /** Whether a selection checkbox leads the row. */
  hasSelection: boolean;
  isSelected: boolean;
  onToggleSelection: (key: Key) => void;
  selectLabel: string;
  /** The row menu's settings, when the table has one. */
  rowActions: TableRowActions<T> | undefined;
  /** Whether cells may hold controls (custom cells, the row menu), which then leave the Tab order. */
  hasControls: boolean;
}

/** The row's cells: those of the table's columns with the selection checkbox and the row menu around them. */
function cells<T>({ row, rowKey, columns, rowHeaderId, hasSelection, isSelected, onToggleSelection, selectLabel, rowActions }: VirtualTableRowProps<T>): ReactNode[] {
  const out: ReactNode[] = [];
  if (hasSelection)
    out.push(
      <div key="vf-selection" role="gridcell" className="vf-virtual-cell" data-align="start">
        <Checkbox aria-label={selectLabel} isSelected={isSelected} onChange={() => onToggleSelection(rowKey)} excludeFromTabOrder />
      </div>,
    );
  for (const column of columns) {
    const role = column.id === rowHeaderId ? 'rowheader' : 'gridcell';
    const align = column.align ?? 'start';
    // Plain text sits in the cell itself (one element fewer per cell to lay out as rows scroll in);
    // its tooltip is the table's one `useCellTextTooltip`.
    out.push(
      column.render || column.cell ? (
        <div key={column.id} role={role} className="vf-virtual-cell" data-align={align}>
          <TableCellContent column={column} row={row} />
        </div>
      ) : (
        <div key={column.id} role={role} className={`vf-virtual-cell ${CELL_TEXT_CLASS}`} data-align={align}>
          {columnText(column, row)}
        </div>
      ),
    );
  }
  if (rowActions)
    out.push(
      <div key="vf-row-actions" role="gridcell" className="vf-virtual-cell" data-align="end">
        <RowActionsMenu rowActions={rowActions} row={row} />
      </div>,
    );
  return out;
}

/**
 * One body row of the virtualised table, placed at its index. Memoised: while the table scrolls,
 * only the rows entering the window render; the others keep their props and are skipped.
 */
function VirtualTableRowImpl<T>(props: VirtualTableRowProps<T>) {
  const { index, top, isTabStop, isInteractive, hasSelection, isSelected, hasControls } = props;
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (hasControls && ref.current) removeControlsFromTabOrder(ref.current);
  });
  return (
    <div
      ref={ref}
      role="row"
      className={top === undefined ? 'vf-virtual-row' : 'vf-virtual-row vf-virtual-row-placed'}
      aria-rowindex={index + 2}
      aria-selected={hasSelection ? isSelected : undefined}
      data-index={index}
      data-interactive={isInteractive || undefined}
      tabIndex={isTabStop ? 0 : -1}
      style={top === undefined ? undefined : { top }}
    >
      {cells(props)}
    </div>
  );
}

export const VirtualTableRow = memo(VirtualTableRowImpl) as typeof VirtualTableRowImpl;
