import styled from 'styled-components';

export const CellStack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
`;

export const TransactionsUsed = styled.span`
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

export const QuickActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;
