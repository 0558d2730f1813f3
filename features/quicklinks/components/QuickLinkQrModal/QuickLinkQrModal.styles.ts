import styled from 'styled-components';

export const QrModalBody = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]} 0;
`;
