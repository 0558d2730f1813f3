import styled from 'styled-components';
import { Button as AriaButton, Group, Input, SearchField } from 'react-aria-components';
import { inputGroup, inputText } from '../shared/field.styles';
import { focusRingShadow } from '../shared/focusRing';

export const SearchAndFiltersRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledSearchField = styled(SearchField)`
  flex: 0 1 ${({ theme }) => theme.sizes.searchFieldWidth};
  min-width: 0;
`;

export const SearchGroup = styled(Group)`
  ${inputGroup}
  gap: ${({ theme }) => theme.space[2]};
  padding-right: ${({ theme }) => theme.space[1]};

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
    color: ${({ theme }) => theme.color.fg.subtle};
  }
`;

export const SearchInput = styled(Input)`
  ${inputText}

  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;

export const SearchClearButton = styled(AriaButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bg.muted};
    color: ${({ theme }) => theme.color.fg.default};
  }

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }

  [data-empty] & {
    visibility: hidden;
  }

  svg {
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
  }
`;

export const ActionsSlot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

export const FiltersRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
