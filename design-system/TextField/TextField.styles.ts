import styled from 'styled-components';
import { fieldRoot, inputGroup, inputText } from '../shared/field.styles';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';

export const FieldRoot = styled(AriaTextField)`
  ${fieldRoot}
`;

export const FieldGroup = styled(Group)`
  ${inputGroup}
`;

export const FieldPrefix = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.fg.muted};
  user-select: none;
`;

export const FieldInput = styled(Input)`
  ${inputText}
`;
