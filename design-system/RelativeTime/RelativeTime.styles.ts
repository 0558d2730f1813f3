import styled from 'styled-components';

export const RelativeTimeRoot = styled.time`
  font-variant-numeric: tabular-nums;
`;
