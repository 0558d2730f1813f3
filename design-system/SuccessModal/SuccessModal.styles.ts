import styled from 'styled-components';

export const SuccessIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.success.subtle};
  color: ${({ theme }) => theme.color.success.fg};
  box-shadow: 0 0 0 ${({ theme }) => theme.space[1.5]} color-mix(in srgb, ${({ theme }) => theme.color.success.subtle} 50%, transparent);

  svg {
    width: ${({ theme }) => theme.space[6]};
    height: ${({ theme }) => theme.space[6]};
  }
`;
