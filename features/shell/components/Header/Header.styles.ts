import styled from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';

export const HeaderRoot = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.sizes.headerHeight};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bg.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

export const Titles = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    line-height: ${({ theme }) => theme.lineHeight.tight};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.fg.muted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Counter = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  height: ${({ theme }) => theme.sizes.controlHeightMd};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.bg.muted};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;

  strong {
    color: ${({ theme }) => theme.color.fg.default};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

export const AvatarButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.sizes.controlHeightMd};
  padding: 0 ${({ theme }) => theme.space[1]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  cursor: pointer;
  outline: none;

  &[data-hovered] { background: ${({ theme }) => theme.color.bg.muted}; }
  &[data-focus-visible] { box-shadow: 0 0 0 2px ${({ theme }) => theme.color.border.focus}; }
`;

export const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[8]};
  height: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.accent.subtle};
  color: ${({ theme }) => theme.color.accent.fg};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  &::before {
    content: attr(data-initials);
  }
`;
