import styled from 'styled-components';

export const Frame = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.bg.canvas};
`;

export const MainColumn = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

export const Content = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space[6]};
`;
