import styled from 'styled-components';
import { Button, ComboBox as AriaComboBox, Group, Input } from 'react-aria-components';
import { fieldRoot, inputGroup, inputText } from '../shared/field.styles';
import type { ComboBoxItem } from './ComboBox';

export const ComboBoxRoot = styled(AriaComboBox<ComboBoxItem>)`
  ${fieldRoot}
`;

export const ComboBoxGroup = styled(Group)`
  ${inputGroup}
  padding-right: ${({ theme }) => theme.space[1]};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.fg.subtle};
  }
`;

export const ComboBoxInput = styled(Input)`
  ${inputText}
`;

export const ComboBoxButton = styled(Button)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  cursor: pointer;
  outline: none;

  & > svg {
    transition: transform ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};
  }

  [data-open] & > svg {
    transform: rotate(180deg);
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bg.muted};
  }

  &[data-disabled] {
    cursor: not-allowed;
    background: transparent;
  }
`;

export const ComboBoxEmpty = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2.5]};
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.fg.muted};
`;
