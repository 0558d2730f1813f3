import styled from 'styled-components';
import {
  Header as AriaHeader,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Popover as AriaPopover,
  Separator as AriaSeparator,
} from 'react-aria-components';
import { popoverSurface } from '../shared/popover.styles';

export const MenuPopover = styled(AriaPopover)`
  ${popoverSurface}
  min-width: max(${({ theme }) => theme.sizes.menuMinWidth}, var(--trigger-width));
  max-width: ${({ theme }) => theme.sizes.menuMaxWidth};
  overflow: auto;
`;

export const StyledMenu = styled(AriaMenu)`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
`;

export const MenuSectionRoot = styled(AriaMenuSection)`
  display: flex;
  flex-direction: column;
`;

export const MenuSectionHeader = styled(AriaHeader)`
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2.5]} ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const MenuSeparator = styled(AriaSeparator)`
  height: 1px;
  margin: ${({ theme }) => theme.space[1]} 0;
  border: none;
  background: ${({ theme }) => theme.color.border.subtle};
`;

export const StyledMenuItem = styled(AriaMenuItem)<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2.5]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme, $danger }) => ($danger ? theme.color.danger.fg : theme.color.fg.default)};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  user-select: none;

  & > svg {
    color: ${({ theme, $danger }) => ($danger ? theme.color.danger.fg : theme.color.fg.muted)};
  }

  &[data-focused] {
    background: ${({ theme, $danger }) => ($danger ? theme.color.danger.subtle : theme.color.bg.muted)};
  }

  &[data-pressed] {
    background: ${({ theme, $danger }) => ($danger ? theme.color.danger.subtleHover : theme.color.neutral.subtleHover)};
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.color.fg.disabled};
    cursor: not-allowed;

    & > svg { color: inherit; }
  }
`;

export const MenuItemLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The check of a chosen item in a choice section; kept in place, shown only on the selected item. */
export const MenuItemCheck = styled.span`
  display: inline-flex;
  visibility: hidden;
  color: ${({ theme }) => theme.color.accent.fg};

  [data-selected] > & {
    visibility: visible;
  }
`;

export const MenuLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
