import styled from 'styled-components';
import { TextArea, TextField as AriaTextField } from 'react-aria-components';
import { controlBox, disabledControl, fieldDescription, fieldRoot, focusedControl, invalidFocusedControl } from '../shared/field.styles';

export const TextareaRoot = styled(AriaTextField)`
  ${fieldRoot}
`;

export const TextareaInput = styled(TextArea)`
  ${controlBox}
  display: block;
  width: 100%;
  height: auto;
  min-height: ${({ theme }) => theme.sizes.controlHeightMd};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  color: ${({ theme }) => theme.color.fg.default};
  resize: vertical;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.fg.subtle};
    opacity: 1;
  }

  &[data-focused] {
    ${focusedControl}
  }

  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }

  &[data-invalid][data-focused] {
    ${invalidFocusedControl}
  }

  ${disabledControl}

  &[data-disabled] {
    resize: none;
  }
`;

/** The message line and, at its right, the character count. */
export const TextareaFooter = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const TextareaCount = styled.span<{ $atLimit: boolean }>`
  ${fieldDescription}
  flex: none;
  margin-left: auto;
  font-variant-numeric: tabular-nums;
  color: ${({ $atLimit, theme }) => ($atLimit ? theme.color.warning.fg : theme.color.fg.muted)};
`;
