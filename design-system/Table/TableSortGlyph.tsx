import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDescriptor } from 'react-aria-components';
import { SortIcon } from './Table.styles';

/** A sortable column's arrow: up or down for the sorted column, both for the others. */
export function TableSortGlyph({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  const Glyph = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <SortIcon $active={direction !== undefined} aria-hidden>
      <Glyph strokeWidth={2} />
    </SortIcon>
  );
}
