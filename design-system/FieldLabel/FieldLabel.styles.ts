import styled from 'styled-components';
import { FieldError, Label, Text } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { fieldDescription, fieldError, fieldLabel, requiredMark } from '../shared/field.styles';

export const FieldLabelText = styled(Label)`
  ${fieldLabel}
`;

/** Lays the label and its help button on one line; the button keeps the line height of a label without one. */
export const FieldLabelRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const FieldLabelRequiredMark = styled.span`
  ${requiredMark}
`;

export const FieldLabelHelpButton = styled(IconButton)`
  width: ${({ theme }) => theme.space[5]};
  height: ${({ theme }) => theme.space[5]};
  margin: calc(-1 * ${({ theme }) => theme.space[1]}) 0;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const FieldMessageDescription = styled(Text)`
  ${fieldDescription}
`;

export const FieldMessageError = styled(FieldError)`
  ${fieldError}
`;
