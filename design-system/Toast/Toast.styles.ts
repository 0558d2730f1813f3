import styled, { css, keyframes } from 'styled-components';
import { Text, UNSTABLE_Toast as AriaToast, UNSTABLE_ToastContent as AriaToastContent, UNSTABLE_ToastRegion as AriaToastRegion } from 'react-aria-components';
import type { ToastTone } from './toastQueue';

const enter = keyframes`
  from { opacity: 0; transform: translateY(calc(-1 * var(--vf-space-2))); }
  to { opacity: 1; transform: none; }
`;

export const StyledToastRegion = styled(AriaToastRegion)`
  position: fixed;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  outline: none;
` as typeof AriaToastRegion;

export const StyledToast = styled(AriaToast)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  column-gap: ${({ theme }) => theme.space[3]};
  width: ${({ theme }) => theme.sizes.toastWidth};
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space[4]});
  padding: ${({ theme }) => theme.space[3]};
  padding-left: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.raised};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  animation: ${enter} ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeOut};

  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadows.lg}, 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
` as typeof AriaToast;

const toneColor = {
  info: css`color: ${({ theme }) => theme.color.info.solid};`,
  success: css`color: ${({ theme }) => theme.color.success.solid};`,
  error: css`color: ${({ theme }) => theme.color.danger.solid};`,
  warning: css`color: ${({ theme }) => theme.color.warning.solid};`,
};

export const ToastIcon = styled.span<{ $tone: ToastTone }>`
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  ${({ $tone }) => toneColor[$tone]}

  svg {
    width: ${({ theme }) => theme.sizes.iconLg};
    height: ${({ theme }) => theme.sizes.iconLg};
  }
`;

export const ToastBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding-top: calc((${({ theme }) => theme.sizes.controlHeightSm} - ${({ theme }) => theme.fontSize.md} * ${({ theme }) => theme.lineHeight.snug}) / 2);
`;

export const StyledToastContent = styled(AriaToastContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ToastTitle = styled(Text)`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const ToastDescription = styled(Text)`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;
