import styled from 'styled-components';
import { Select as AriaSelect } from 'react-aria-components';
import { fieldRoot } from '../shared/field.styles';
import { SelectOption } from '../shared/select.styles';
import type { MultiSelectItem } from './MultiSelect';

export const MultiSelectRoot = styled(AriaSelect<MultiSelectItem, 'multiple'>)`
  ${fieldRoot}
`;

/** Options of a multi-select keep the normal text colour: the check box shows the choice. */
export const MultiSelectOption = styled(SelectOption)`
  &[data-selected] {
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    color: ${({ theme }) => theme.color.fg.default};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.color.fg.disabled};
  }
`;

export const MultiSelectCheck = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[4]};
  height: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.onSolid};

  [data-selected] > & {
    background: ${({ theme }) => theme.color.accent.solid};
    border-color: ${({ theme }) => theme.color.accent.solid};
  }

  [data-disabled] > & {
    background: ${({ theme }) => theme.color.bg.muted};
    border-color: ${({ theme }) => theme.color.border.default};
  }

  & > svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;
