import styled from 'styled-components';

export const FormGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[1]};
`;

export const FullRow = styled.div`
  grid-column: 1 / -1;
`;
