import styled, { css } from 'styled-components';
import { SwitchButton, SwitchField } from 'react-aria-components';

export type SwitchSize = 'sm' | 'md';
export type SwitchTone = 'accent' | 'test' | 'live';

const trackSizes = {
  sm: css`
    --vf-switch-width: calc(${({ theme }) => theme.space[6]} + ${({ theme }) => theme.space[1]});
    --vf-switch-height: ${({ theme }) => theme.space[4]};
    --vf-switch-thumb: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  `,
  md: css`
    --vf-switch-width: calc(${({ theme }) => theme.space[8]} + ${({ theme }) => theme.space[1]});
    --vf-switch-height: ${({ theme }) => theme.space[5]};
    --vf-switch-thumb: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.md};
  `,
};

const tones = {
  accent: css`
    --vf-switch-on: ${({ theme }) => theme.color.accent.solid};
    --vf-switch-on-hover: ${({ theme }) => theme.color.accent.solidHover};
  `,
  test: css`
    --vf-switch-on: ${({ theme }) => theme.color.mode.test};
    --vf-switch-on-hover: color-mix(in srgb, ${({ theme }) => theme.color.mode.test} 85%, ${({ theme }) => theme.color.fg.default});
  `,
  live: css`
    --vf-switch-on: ${({ theme }) => theme.color.mode.live};
    --vf-switch-on-hover: color-mix(in srgb, ${({ theme }) => theme.color.mode.live} 85%, ${({ theme }) => theme.color.fg.default});
  `,
};

export const SwitchRoot = styled(SwitchField)`
  display: inline-flex;
`;

export const StyledSwitchButton = styled(SwitchButton)<{ $size: SwitchSize; $tone: SwitchTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.fg.default};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  cursor: pointer;
  user-select: none;
  ${({ $size }) => trackSizes[$size]}
  ${({ $tone }) => tones[$tone]}

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const SwitchTrack = styled.span`
  position: relative;
  flex: none;
  display: inline-block;
  width: var(--vf-switch-width);
  height: var(--vf-switch-height);
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.fg.disabled};
  transition: background ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard},
    box-shadow ${({ theme }) => theme.motion.durationFast};

  [data-hovered] > & {
    background: ${({ theme }) => theme.color.fg.subtle};
  }

  [data-selected] > & {
    background: var(--vf-switch-on);
  }

  [data-selected][data-hovered] > & {
    background: var(--vf-switch-on-hover);
  }

  [data-focus-visible] > & {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.bg.surface}, 0 0 0 4px ${({ theme }) => theme.color.border.focus};
  }
`;

export const SwitchThumb = styled.span`
  position: absolute;
  top: calc((var(--vf-switch-height) - var(--vf-switch-thumb)) / 2);
  left: calc((var(--vf-switch-height) - var(--vf-switch-thumb)) / 2);
  width: var(--vf-switch-thumb);
  height: var(--vf-switch-thumb);
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.fg.onSolid};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: transform ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};

  [data-selected] > ${SwitchTrack} > & {
    transform: translateX(calc(var(--vf-switch-width) - var(--vf-switch-height)));
  }
`;

export const SwitchLabel = styled.span`
  color: inherit;
`;
