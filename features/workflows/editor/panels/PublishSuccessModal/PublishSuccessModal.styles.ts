import styled from 'styled-components';

export const SuccessIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.success.solid};

  svg {
    width: ${({ theme }) => theme.space[10]};
    height: ${({ theme }) => theme.space[10]};
  }
`;

export const IdRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export const IdText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
`;
