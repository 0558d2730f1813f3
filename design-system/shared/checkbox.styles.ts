import styled from 'styled-components';
import { CheckboxButton, CheckboxField, FieldError } from 'react-aria-components';

export const CheckboxRoot = styled(CheckboxField)`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledCheckboxButton = styled(CheckboxButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.space[5]};
  cursor: pointer;
  user-select: none;

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const CheckboxBox = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[4]};
  height: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[0.5]};
  border: 1px solid ${({ theme }) => theme.color.fg.disabled};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.onSolid};
  transition: background ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard},
    border-color ${({ theme }) => theme.motion.durationFast}, box-shadow ${({ theme }) => theme.motion.durationFast};

  [data-hovered] > & {
    border-color: ${({ theme }) => theme.color.fg.subtle};
  }

  [data-selected] > &,
  [data-indeterminate] > & {
    background: ${({ theme }) => theme.color.accent.solid};
    border-color: ${({ theme }) => theme.color.accent.solid};
  }

  [data-selected][data-hovered] > &,
  [data-indeterminate][data-hovered] > & {
    background: ${({ theme }) => theme.color.accent.solidHover};
    border-color: ${({ theme }) => theme.color.accent.solidHover};
  }

  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.danger.fg};
  }

  [data-invalid][data-selected] > &,
  [data-invalid][data-indeterminate] > & {
    background: ${({ theme }) => theme.color.danger.solid};
  }

  [data-focus-visible] > & {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.bg.surface}, 0 0 0 4px ${({ theme }) => theme.color.border.focus};
  }

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

export const CheckboxLabel = styled.span`
  color: inherit;
`;

export const CheckboxError = styled(FieldError)`
  padding-left: calc(${({ theme }) => theme.space[4]} + ${({ theme }) => theme.space[2]});
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;
