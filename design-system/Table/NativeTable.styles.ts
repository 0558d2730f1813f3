import styled from 'styled-components';
import { Table as AriaTable, TableLoadMoreItem as AriaTableLoadMoreItem } from 'react-aria-components';
import { tableBase } from './Table.styles';

// The native table's own parts, apart from the styles the virtualised table shares, which would
// otherwise bring react-aria's Table with them.

export const StyledTable = styled(AriaTable)`
  ${tableBase}
  border-collapse: separate;
  border-spacing: 0;

  tbody > tr:last-child > td {
    border-bottom: none;
  }
`;

export const LoadMoreRow = styled(AriaTableLoadMoreItem)`
  & > td,
  & > [role='rowheader'],
  & > [role='gridcell'] {
    height: ${({ theme }) => theme.sizes.tableRowHeight};
  }
`;
