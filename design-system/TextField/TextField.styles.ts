import styled from 'styled-components';
import { FieldError, Group, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';

export const FieldRoot = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
`;

export const FieldLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.color.danger.fg};
`;

export const FieldGroup = styled(Group)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.sizes.controlHeightMd};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  cursor: text;
  transition: border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard},
    box-shadow ${({ theme }) => theme.motion.durationFast};

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.fg.subtle};
  }

  &[data-focus-within] {
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.bg.surface}, 0 0 0 4px ${({ theme }) => theme.color.border.focus};
  }

  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }

  &[data-invalid][data-focus-within] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.bg.surface}, 0 0 0 4px ${({ theme }) => theme.color.danger.solid};
  }

  &[data-disabled] {
    background: ${({ theme }) => theme.color.bg.muted};
    border-color: ${({ theme }) => theme.color.border.default};
    box-shadow: none;
    cursor: not-allowed;
    opacity: 0.6;
  }
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
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const FieldErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.danger.fg};
`;
