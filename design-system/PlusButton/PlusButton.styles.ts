import styled, { css } from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import { focusRingShadow } from '../shared/focusRing';

const look = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.plusButton};
  height: ${({ theme }) => theme.sizes.plusButton};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.muted};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  cursor: pointer;
  outline: none;
  transition: background ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard},
    color ${({ theme }) => theme.motion.durationFast}, border-color ${({ theme }) => theme.motion.durationFast},
    transform ${({ theme }) => theme.motion.durationFast};

  & > svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

const hovered = css`
  border-color: ${({ theme }) => theme.color.accent.solid};
  background: ${({ theme }) => theme.color.accent.solid};
  color: ${({ theme }) => theme.color.fg.onSolid};
`;

const pressed = css`
  background: ${({ theme }) => theme.color.accent.solidPressed};
  transform: scale(0.94);
`;

export const StyledPlusButton = styled(AriaButton)`
  ${look}

  &[data-hovered] {
    ${hovered}
  }

  &[data-pressed] {
    ${pressed}
  }

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** The class of a native plus button styled by its container (`plusButtonClassCss`). */
export const PLUS_BUTTON_CLASS = 'vf-plus-button';

/**
 * The plus button's look for a native `<button class="vf-plus-button">`, for a container that
 * renders many of them (the workflow canvas): included once in the container's styles, it spares
 * each button a styled and a react-aria component.
 */
export const plusButtonClassCss = css`
  .${PLUS_BUTTON_CLASS} {
    ${look}
  }

  .${PLUS_BUTTON_CLASS}:hover {
    ${hovered}
  }

  .${PLUS_BUTTON_CLASS}:active {
    ${pressed}
  }

  .${PLUS_BUTTON_CLASS}:focus-visible {
    box-shadow: ${focusRingShadow};
  }
`;
