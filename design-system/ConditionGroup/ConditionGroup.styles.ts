import styled, { css } from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import { focusRingShadow } from '../shared/focusRing';
import type { ConditionGroupType } from './ConditionGroup';

const typeColor = {
  and: css`
    --vf-group-fg: ${({ theme }) => theme.color.accent.fg};
    --vf-group-bg: ${({ theme }) => theme.color.accent.subtle};
    --vf-group-rail: ${({ theme }) => theme.color.accent.border};
  `,
  or: css`
    --vf-group-fg: ${({ theme }) => theme.color.tag.violet};
    --vf-group-bg: ${({ theme }) => theme.color.tag.violetBg};
    --vf-group-rail: color-mix(in srgb, ${({ theme }) => theme.color.tag.violet} 40%, transparent);
  `,
};

/** Nested groups alternate between the surface and the canvas background, so each level stands out. */
export const GroupRoot = styled.div<{ $depth: number; $type: ConditionGroupType }>`
  ${({ $type }) => typeColor[$type]}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-left: 3px solid var(--vf-group-rail);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $depth }) => ($depth % 2 === 0 ? theme.color.bg.surface : theme.color.bg.canvas)};
`;

export const GroupHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const GroupToggle = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0 ${({ theme }) => theme.space[2.5]};
  border: 1px solid color-mix(in srgb, var(--vf-group-fg) 24%, transparent);
  border-radius: ${({ theme }) => theme.radii.full};
  background: var(--vf-group-bg);
  color: var(--vf-group-fg);
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.04em;
  cursor: pointer;
  outline: none;
  transition: box-shadow ${({ theme }) => theme.motion.durationFast}, filter ${({ theme }) => theme.motion.durationFast};

  & > svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    opacity: 0.72;
  }

  &[data-hovered] {
    border-color: var(--vf-group-fg);
  }

  &[data-pressed] {
    filter: brightness(0.96);
  }

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }

  &[data-disabled] {
    cursor: default;
    & > svg { display: none; }
  }
`;

export const GroupActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-left: auto;
`;

export const GroupItems = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** The AND / OR word between two items. */
export const GroupJoin = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.04em;
  color: var(--vf-group-fg);

  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.color.border.subtle};
  }
`;

export const GroupEmpty = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;
