import { css } from 'styled-components';
import { dangerRingShadow, focusRingShadow } from './focusRing';

/** Label, control and help text stacked: the root of TextField and Select. */
export const fieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
`;

export const fieldLabel = css`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const requiredMark = css`
  margin-left: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.color.danger.fg};
`;

export const fieldDescription = css`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const fieldError = css`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.danger.fg};
`;

/** The bordered box of an input-like control; each control adds its focus and invalid states, then `disabledControl`. */
export const controlBox = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.sizes.controlHeightMd};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  transition: border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard},
    box-shadow ${({ theme }) => theme.motion.durationFast};

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.fg.subtle};
  }
`;

/** Applied last, so a disabled control looks disabled whatever else it is. */
export const disabledControl = css`
  &[data-disabled] {
    background: ${({ theme }) => theme.color.bg.muted};
    border-color: ${({ theme }) => theme.color.border.default};
    box-shadow: none;
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const focusedControl = css`
  border-color: ${({ theme }) => theme.color.border.focus};
  box-shadow: ${focusRingShadow};
`;

export const invalidFocusedControl = css`
  box-shadow: ${dangerRingShadow};
`;

/** A bordered box around an input and its adornments (a react-aria Group): TextField, NumberField, ComboBox, PhoneField, TagInput. */
export const inputGroup = css`
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

/** The bare text input inside an `inputGroup`. */
export const inputText = css`
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
