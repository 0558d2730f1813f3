import styled from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';

export const BannerRoot = styled.div<{ $mode: 'test' | 'live' }>`
  position: relative;
  display: flex;
  justify-content: center;
  height: ${({ theme }) => theme.sizes.modeBannerHeight};
  border-top: 3px solid ${({ theme, $mode }) => ($mode === 'live' ? theme.color.mode.live : theme.color.mode.test)};
  background: ${({ theme, $mode }) => ($mode === 'live' ? theme.color.mode.liveSubtle : theme.color.mode.testSubtle)};
  z-index: ${({ theme }) => theme.zIndex.banner};
`;

export const BannerTab = styled.div<{ $mode: 'test' | 'live' }>`
  position: absolute;
  top: 0;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.sizes.modeBannerHeight};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: 0 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $mode }) => ($mode === 'live' ? theme.color.mode.live : theme.color.mode.test)};
  color: ${({ theme }) => theme.color.fg.onSolid};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-transform: capitalize;
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const RequestButton = styled(AriaButton)`
  border: none;
  padding: 0;
  background: transparent;
  color: inherit;
  font-size: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  outline: none;

  &[data-focus-visible] { box-shadow: 0 0 0 2px ${({ theme }) => theme.color.fg.onSolid}; border-radius: ${({ theme }) => theme.radii.sm}; }
`;
