import styled from 'styled-components';

export const CountdownTime = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;
