import styled from 'styled-components';
import { editorSizes } from '../editorSizes';

/** The list keeps the Add Action menu's height so the modal does not jump while searching. */
export const ServiceModalBody = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(${editorSizes.addActionMenuHeight} - ${({ theme }) => theme.space[16]});
`;
