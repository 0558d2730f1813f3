import styled from 'styled-components';

/** Wraps the table to notice presses that begin in a status cell (they open nothing). */
export const TableWrap = styled.div`
  min-width: 0;
`;

export const Chevron = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.fg.subtle};
`;
