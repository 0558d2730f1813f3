import styled from 'styled-components';
import { Radio, RadioGroup } from 'react-aria-components';
import { fieldRoot } from '../shared/field.styles';
import { focusRingShadow } from '../shared/focusRing';

export const RadioCardGroupRoot = styled(RadioGroup)`
  ${fieldRoot}
  gap: ${({ theme }) => theme.space[2]};
`;

export const RadioCardGrid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const RadioCard = styled(Radio)`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  cursor: pointer;
  outline: none;
  transition: border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard},
    background ${({ theme }) => theme.motion.durationFast}, box-shadow ${({ theme }) => theme.motion.durationFast};

  /* A card without a description is one line: centre it on its icon. */
  &[data-compact] {
    align-items: center;
  }

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.border.strong};
  }

  &[data-selected] {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.subtle};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.accent.solid};
  }

  &[data-invalid]:not([data-selected]) {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }

  &[data-selected][data-focus-visible] {
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.accent.solid}, ${focusRingShadow};
  }

  &[data-disabled] {
    background: ${({ theme }) => theme.color.bg.subtle};
    border-color: ${({ theme }) => theme.color.border.default};
    box-shadow: none;
    cursor: not-allowed;
  }
`;

export const RadioCardIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[8]};
  height: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.muted};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1;

  [data-selected] > & {
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.accent.fg};
  }

  [data-disabled] > & {
    color: ${({ theme }) => theme.color.fg.disabled};
  }

  & > svg {
    width: ${({ theme }) => theme.sizes.iconLg};
    height: ${({ theme }) => theme.sizes.iconLg};
  }
`;

export const RadioCardText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const RadioCardTitleRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.space[5]};
`;

export const RadioCardTitle = styled.span`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.default};
  overflow-wrap: anywhere;

  [data-disabled] & {
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

export const RadioCardDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.muted};
  overflow-wrap: anywhere;

  [data-disabled] & {
    color: ${({ theme }) => theme.color.fg.subtle};
  }
`;

/** The radio dot at the card's top right: a ring, filled with the accent when chosen. */
export const RadioCardIndicator = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space[4]};
  height: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[0.5]};
  border: 1px solid ${({ theme }) => theme.color.border.strong};

  [data-compact] > & {
    margin-top: 0;
  }

  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.bg.surface};
  transition: border-width ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};

  [data-selected] > & {
    border: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.fg.onSolid};
  }

  [data-disabled] > & {
    background: ${({ theme }) => theme.color.bg.muted};
    border-color: ${({ theme }) => theme.color.border.default};
  }
`;
