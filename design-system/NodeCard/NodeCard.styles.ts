import styled, { css } from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import { focusRingShadow } from '../shared/focusRing';

/** Colours of the icon box: the node's tone. */
export type NodeCardTone = 'accent' | 'neutral' | 'cyan' | 'gray' | 'orange' | 'green' | 'red' | 'success' | 'danger' | 'warning' | 'info';

const tones = {
  accent: css`--vf-node-fg: ${({ theme }) => theme.color.accent.fg}; --vf-node-bg: ${({ theme }) => theme.color.accent.subtle};`,
  neutral: css`--vf-node-fg: ${({ theme }) => theme.color.neutral.fg}; --vf-node-bg: ${({ theme }) => theme.color.neutral.subtle};`,
  cyan: css`--vf-node-fg: ${({ theme }) => theme.color.tag.cyan}; --vf-node-bg: ${({ theme }) => theme.color.tag.cyanBg};`,
  gray: css`--vf-node-fg: ${({ theme }) => theme.color.tag.gray}; --vf-node-bg: ${({ theme }) => theme.color.tag.grayBg}; --vf-node-edge: ${({ theme }) => theme.color.fg.subtle};`,
  orange: css`--vf-node-fg: ${({ theme }) => theme.color.tag.orange}; --vf-node-bg: ${({ theme }) => theme.color.tag.orangeBg}; --vf-node-edge: ${({ theme }) => theme.color.warning.solid};`,
  green: css`--vf-node-fg: ${({ theme }) => theme.color.tag.green}; --vf-node-bg: ${({ theme }) => theme.color.tag.greenBg}; --vf-node-edge: ${({ theme }) => theme.color.success.solid};`,
  red: css`--vf-node-fg: ${({ theme }) => theme.color.tag.red}; --vf-node-bg: ${({ theme }) => theme.color.tag.redBg}; --vf-node-edge: ${({ theme }) => theme.color.danger.solid};`,
  success: css`--vf-node-fg: ${({ theme }) => theme.color.success.fg}; --vf-node-bg: ${({ theme }) => theme.color.success.subtle}; --vf-node-edge: ${({ theme }) => theme.color.success.solid};`,
  danger: css`--vf-node-fg: ${({ theme }) => theme.color.danger.fg}; --vf-node-bg: ${({ theme }) => theme.color.danger.subtle}; --vf-node-edge: ${({ theme }) => theme.color.danger.solid};`,
  warning: css`--vf-node-fg: ${({ theme }) => theme.color.warning.fg}; --vf-node-bg: ${({ theme }) => theme.color.warning.subtle}; --vf-node-edge: ${({ theme }) => theme.color.warning.solid};`,
  info: css`--vf-node-fg: ${({ theme }) => theme.color.info.fg}; --vf-node-bg: ${({ theme }) => theme.color.info.subtle}; --vf-node-edge: ${({ theme }) => theme.color.info.solid};`,
};

export const CardRoot = styled.div<{ $tone: NodeCardTone; $dimmed: boolean; $highlighted: boolean; $edge: boolean }>`
  ${({ $tone }) => tones[$tone]}
  position: relative;
  width: ${({ theme }) => theme.sizes.nodeWidth};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  ${({ $edge }) =>
    $edge &&
    css`
      border-left: 3px solid var(--vf-node-edge);
    `}
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.color.fg.default};
  opacity: ${({ $dimmed }) => ($dimmed ? 0.25 : 1)};
  transition: opacity ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easeStandard},
    box-shadow ${({ theme }) => theme.motion.durationFast}, border-color ${({ theme }) => theme.motion.durationFast};

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.border.strong};
    border-left-color: var(--vf-node-edge, ${({ theme }) => theme.color.border.strong});
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  ${({ $highlighted }) =>
    $highlighted &&
    css`
      &,
      &[data-hovered] {
        border-color: ${({ theme }) => theme.color.accent.solid};
        border-left-color: var(--vf-node-edge, ${({ theme }) => theme.color.accent.solid});
        box-shadow: 0 0 0 3px color-mix(in srgb, ${({ theme }) => theme.color.accent.solid} 28%, transparent), ${({ theme }) => theme.shadows.md};
      }
    `}
`;

export const CardBody = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2.5]};
  padding: ${({ theme }) => theme.space[3]};
`;

/** Covers the whole card so that a press anywhere on it counts; the card's text lies under it. */
export const CardPressOverlay = styled(AriaButton)`
  position: absolute;
  inset: 0;
  width: 100%;
  padding: 0;
  border: none;
  border-radius: inherit;
  background: transparent;
  cursor: pointer;
  outline: none;

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }
`;

export const CardIcon = styled.span<{ $solid: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.nodeIconBox};
  height: ${({ theme }) => theme.sizes.nodeIconBox};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $solid }) => ($solid ? 'var(--vf-node-edge)' : 'var(--vf-node-bg)')};
  color: ${({ theme, $solid }) => ($solid ? theme.color.fg.onSolid : 'var(--vf-node-fg)')};

  & > svg {
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
  }
`;

export const CardContent = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const CardTitleRow = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
  min-height: ${({ theme }) => theme.space[5]};
`;

export const CardName = styled.span<{ $toned: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme, $toned }) => ($toned ? 'var(--vf-node-fg)' : theme.color.fg.default)};
`;

export const CardStatus = styled.span<{ $status: 'ok' | 'warning' }>`
  display: inline-flex;
  flex: none;
  color: ${({ theme, $status }) => ($status === 'ok' ? theme.color.success.fg : theme.color.warning.fg)};

  & > svg {
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
  }
`;

export const CardDescription = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const CardMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  margin-top: ${({ theme }) => theme.space[0.5]};
`;

export const CardAwait = styled.span<{ $empty: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme, $empty }) => ($empty ? theme.color.warning.fg : theme.color.success.fg)};

  & > svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

/**
 * Hover actions: above the card's top-right corner, shown while the card is hovered or holds focus.
 * Each action is its own Tab stop (a card offers at most three), so Tab reaches them all.
 */
export const ActionsToolbar = styled.div.attrs({ role: 'toolbar' })`
  position: absolute;
  right: ${({ theme }) => theme.space[2]};
  bottom: calc(100% + ${({ theme }) => theme.space[1]});
  display: flex;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => theme.space[0.5]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.raised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  opacity: 0;
  transform: translateY(2px);
  pointer-events: none;
  transition: opacity ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeOut},
    transform ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeOut};

  ${CardRoot}[data-hovered] > &,
  ${CardRoot}:focus-within > &,
  &[data-force-visible] {
    opacity: 1;
    transform: none;
    pointer-events: auto;
  }

  /* Bridges the gap to the card so the pointer can travel up without losing the hover. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    height: ${({ theme }) => theme.space[1.5]};
  }

  button {
    width: ${({ theme }) => theme.sizes.controlHeightSm};
    height: ${({ theme }) => theme.sizes.controlHeightSm};
  }
`;
