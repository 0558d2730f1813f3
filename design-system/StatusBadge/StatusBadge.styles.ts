import styled from 'styled-components';

/** The small dot before a status label, in the label's colour. */
export const StatusDot = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space[1.5]};
  height: ${({ theme }) => theme.space[1.5]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: currentColor;
`;
