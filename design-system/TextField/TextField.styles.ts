import styled from 'styled-components';
import { controlBox, disabledControl, fieldDescription, fieldError, fieldLabel, fieldRoot, focusedControl, invalidFocusedControl, requiredMark } from '../shared/field.styles';
import { FieldError, Group, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';

export const FieldRoot = styled(AriaTextField)`
  ${fieldRoot}
`;

export const FieldLabel = styled(Label)`
  ${fieldLabel}
`;

export const RequiredMark = styled.span`
  ${requiredMark}
`;

export const FieldGroup = styled(Group)`
  ${controlBox}
  padding: 0 ${({ theme }) => theme.space[3]};
  cursor: text;

  &[data-focus-within] {
    ${focusedControl}
  }

  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }

  &[data-invalid][data-focus-within] {
    ${invalidFocusedControl}
  }

  ${disabledControl}
`;

export const FieldPrefix = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.fg.muted};
  user-select: none;
`;

export const FieldInput = styled(Input)`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: none;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.fg.default};
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.fg.subtle};
    opacity: 1;
  }

  &[data-disabled] {
    cursor: not-allowed;
  }
`;

export const FieldDescription = styled(Text)`
  ${fieldDescription}
`;

export const FieldErrorText = styled(FieldError)`
  ${fieldError}
`;
