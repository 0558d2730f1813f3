import styled from 'styled-components';
import { CheckboxField, CheckboxGroup as AriaCheckboxGroup, Text } from 'react-aria-components';
import { fieldRoot } from '../shared/field.styles';

export const CheckboxGroupRoot = styled(AriaCheckboxGroup)`
  ${fieldRoot}
`;

export const CheckboxGroupOptions = styled.div<{ $orientation: 'vertical' | 'horizontal' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ $orientation, theme }) => ($orientation === 'horizontal' ? `${theme.space[2]} ${theme.space[6]}` : theme.space[3])};
  padding-top: ${({ theme }) => theme.space[0.5]};
`;

export const CheckboxGroupItem = styled(CheckboxField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
`;

/** Under the item's label, lined up with the label text (past the box and its gap). */
export const CheckboxGroupItemDescription = styled(Text)`
  padding-left: calc(${({ theme }) => theme.space[4]} + ${({ theme }) => theme.space[2]});
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.muted};
`;
