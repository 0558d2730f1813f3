import styled from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import { focusRingShadow } from '../shared/focusRing';

export const StyledPlusButton = styled(AriaButton)`
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

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.fg.onSolid};
  }

  &[data-pressed] {
    background: ${({ theme }) => theme.color.accent.solidPressed};
    transform: scale(0.94);
  }

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
