import styled from 'styled-components';
import {
  Button as AriaButton,
  Header as AriaHeader,
  Input as AriaInput,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Popover as AriaPopover,
  SearchField as AriaSearchField,
} from 'react-aria-components';
import { controlBox, disabledControl, fieldLabel, fieldRoot, focusedControl } from '../shared/field.styles';
import { popoverSurface } from '../shared/popover.styles';

export const PickerRoot = styled.div`
  ${fieldRoot}
`;

export const PickerLabel = styled.span`
  ${fieldLabel}
`;

export const PickerTrigger = styled(AriaButton)`
  ${controlBox}
  width: 100%;
  padding: 0 ${({ theme }) => theme.space[2.5]} 0 ${({ theme }) => theme.space[3]};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.fg.default};
  text-align: left;
  cursor: pointer;
  outline: none;

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.fg.muted};
    transition: transform ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }

  &[data-focus-visible],
  &[aria-expanded='true'] {
    ${focusedControl}
  }

  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }

  ${disabledControl}
`;

export const PickerValue = styled.span<{ $placeholder: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.color.fg.subtle : theme.color.fg.default)};
`;

export const PickerPopover = styled(AriaPopover)`
  ${popoverSurface}
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.sizes.operatorPickerWidth};
  height: ${({ theme }) => theme.sizes.operatorPickerHeight};
  overflow: hidden;
`;

/**
 * Scrolls the menu under the search box. The menu's items take virtual focus while the search box
 * keeps the real one, so the region itself is a tab stop for keyboard scrolling.
 */
export const PickerScroll = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

export const PickerSearch = styled(AriaSearchField)`
  flex: none;
  padding: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const PickerSearchBox = styled.div`
  ${controlBox}
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0 ${({ theme }) => theme.space[2]};
  box-shadow: none;
  color: ${({ theme }) => theme.color.fg.subtle};

  &:focus-within {
    ${focusedControl}
  }
`;

export const PickerSearchInput = styled(AriaInput)`
  flex: 1;
  min-width: 0;
  border: none;
  background: transparent;
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.fg.default};
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.fg.subtle};
  }

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const PickerMenu = styled(AriaMenu)`
  flex: 1 0 auto;
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
`;

export const PickerSection = styled(AriaMenuSection)`
  display: flex;
  flex-direction: column;

  & + & {
    margin-top: ${({ theme }) => theme.space[1]};
    padding-top: ${({ theme }) => theme.space[1]};
    border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
`;

export const PickerSectionHeader = styled(AriaHeader)`
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2.5]} ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  letter-spacing: 0.02em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.fg.subtle};
`;

export const PickerItem = styled(AriaMenuItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[2.5]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.default};
  cursor: pointer;
  outline: none;
  user-select: none;

  &[data-focused] {
    background: ${({ theme }) => theme.color.bg.muted};
  }

  &[data-pressed] {
    background: ${({ theme }) => theme.color.neutral.subtleHover};
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.color.fg.disabled};
    cursor: not-allowed;
  }
`;

export const PickerItemText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const PickerItemLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const PickerItemDescription = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const PickerSymbol = styled.span`
  flex: none;
  font-family: ${({ theme }) => theme.fontFamily.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const PickerEmpty = styled.div`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
`;
