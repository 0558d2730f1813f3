import styled from 'styled-components';
import { Link } from 'react-aria-components';

export const SidebarRoot = styled.nav`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.sizes.sidebarWidth};
  height: 100vh;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  gap: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.bg.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border.default};
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  overflow-y: auto;
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.color.fg.default};
`;

export const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[6]};
  height: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.accent.solid};
  color: ${({ theme }) => theme.color.fg.onSolid};
`;

export const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
`;

export const NavLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2.5]};
  height: ${({ theme }) => theme.sizes.controlHeightMd};
  padding: 0 ${({ theme }) => theme.space[2.5]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bg.muted};
    color: ${({ theme }) => theme.color.fg.default};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.fg};
  }

  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const Footer = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[2.5]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.fg.subtle};
`;
