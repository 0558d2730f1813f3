import styled, { css } from 'styled-components';
import { Button as AriaButton, Dialog, Heading, Popover as AriaPopover } from 'react-aria-components';
import { popoverSurface } from '../shared/popover.styles';
import { focusRingShadow } from '../shared/focusRing';
import { tone } from '../theme';

export type PopoverWidth = 'sm' | 'md' | 'lg';

const widths = {
  sm: css`width: ${({ theme }) => theme.sizes.menuMinWidth};`,
  md: css`width: ${({ theme }) => theme.sizes.menuMaxWidth};`,
  lg: css`width: ${({ theme }) => theme.sizes.modalSm};`,
};

export const StyledPopover = styled(AriaPopover)<{ $width: PopoverWidth }>`
  ${popoverSurface}
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space[4]});
  max-height: var(--visual-viewport-height, 100vh);
  overflow: auto;
  ${({ $width }) => widths[$width]}
`;

export const StyledPopoverDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  outline: none;
`;

export const PopoverTitle = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

/** The awaiting-values trigger: looks like the Awaiting status badge, with a chevron. */
export const AwaitingTrigger = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: ${({ theme }) => theme.space[6]};
  padding: 0 ${({ theme }) => theme.space[1.5]} 0 ${({ theme }) => theme.space[2]};
  border: 1px solid color-mix(in srgb, currentColor 16%, transparent);
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${tone('cyan').bg};
  color: ${tone('cyan').fg};
  font-family: ${({ theme }) => theme.fontFamily.sans};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: 1;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    border-color: currentColor;
  }

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }

  svg {
    flex: none;
  }
`;

export const AwaitingDot = styled.span`
  width: ${({ theme }) => theme.space[1.5]};
  height: ${({ theme }) => theme.space[1.5]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: currentColor;
`;

export const AwaitingSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};

  & + & {
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
`;

export const AwaitingHeading = styled.h4`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.04em;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  text-transform: uppercase;
`;

export const AwaitingList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const AwaitingItem = styled.li<{ $received: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.fg.default};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    color: ${({ theme, $received }) => ($received ? theme.color.success.fg : theme.color.warning.fg)};
  }
`;

export const AwaitingEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.subtle};
`;
