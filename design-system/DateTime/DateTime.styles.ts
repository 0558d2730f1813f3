import styled from 'styled-components';

export const DateTimeRoot = styled.time`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const DateTimeZone = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
`;
