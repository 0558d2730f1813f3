import styled from 'styled-components';
import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { fieldRoot, inputGroup, inputText } from '../shared/field.styles';

export const NumberFieldRoot = styled(AriaNumberField)`
  ${fieldRoot}
`;

export const NumberFieldGroup = styled(Group)`
  ${inputGroup}
  padding-right: 0;
  overflow: hidden;
`;

export const NumberFieldPrefix = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.fg.muted};
  user-select: none;
`;

export const NumberFieldInput = styled(Input)`
  ${inputText}
  font-variant-numeric: tabular-nums;
`;

/** The two stacked stepper buttons at the right edge; reachable by pointer, the arrow keys do the same. */
export const NumberFieldSteppers = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  align-self: stretch;
  width: ${({ theme }) => theme.space[6]};
  border-left: 1px solid ${({ theme }) => theme.color.border.default};
`;

export const NumberFieldStepButton = styled(Button)`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  cursor: pointer;
  outline: none;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border.default};
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bg.muted};
    color: ${({ theme }) => theme.color.fg.default};
  }

  &[data-pressed] {
    background: ${({ theme }) => theme.color.neutral.subtleHover};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.color.fg.disabled};
    background: transparent;
    cursor: not-allowed;
  }
`;
