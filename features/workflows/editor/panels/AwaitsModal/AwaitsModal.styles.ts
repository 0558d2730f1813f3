import styled from 'styled-components';

export const AwaitsBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const AwaitsFooter = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const AwaitsActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
