import styled, { keyframes } from 'styled-components';
import { OverlayArrow, Tooltip as AriaTooltip } from 'react-aria-components';

const enter = keyframes`
  from { opacity: 0; transform: var(--vf-tooltip-from, translateY(2px)); }
  to { opacity: 1; transform: none; }
`;

export const StyledTooltip = styled(AriaTooltip)`
  max-width: ${({ theme }) => theme.sizes.tooltipMaxWidth};
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2.5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.inverse};
  color: ${({ theme }) => theme.color.fg.inverse};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-family: ${({ theme }) => theme.fontFamily.sans};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  overflow-wrap: anywhere;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  outline: none;

  &[data-placement='top'] { --vf-tooltip-from: translateY(2px); }
  &[data-placement='bottom'] { --vf-tooltip-from: translateY(-2px); }
  &[data-placement='left'] { --vf-tooltip-from: translateX(2px); }
  &[data-placement='right'] { --vf-tooltip-from: translateX(-2px); }

  &[data-entering] {
    animation: ${enter} ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeOut};
  }
`;

export const TooltipArrow = styled(OverlayArrow)`
  & svg {
    display: block;
    fill: ${({ theme }) => theme.color.bg.inverse};
  }

  &[data-placement='bottom'] svg { transform: rotate(180deg); }
  &[data-placement='left'] svg { transform: rotate(-90deg); }
  &[data-placement='right'] svg { transform: rotate(90deg); }
`;

/** Stands in for a disabled control: focusable and hoverable so the tooltip still explains it. */
export const DisabledTriggerWrapper = styled.span`
  display: inline-flex;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: not-allowed;
  outline: none;

  & > * { pointer-events: none; }

  &:focus-visible {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.bg.surface}, 0 0 0 4px ${({ theme }) => theme.color.border.focus};
  }
`;
