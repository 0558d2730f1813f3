import styled from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import { Select } from '../Select';
import { focusRingShadow } from '../shared/focusRing';

export const PaginationRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[2.5]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const PaginationGroup = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The page-size select with its label beside it rather than above. */
export const PageSizeSelect = styled(Select)`
  flex-direction: row;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  & > label {
    color: ${({ theme }) => theme.color.fg.muted};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    white-space: nowrap;
  }

  & > button {
    width: auto;
    gap: ${({ theme }) => theme.space[1.5]};
    height: ${({ theme }) => theme.sizes.controlHeightSm};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export const RangeText = styled.span`
  color: ${({ theme }) => theme.color.fg.default};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const PageList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  padding: 0 ${({ theme }) => theme.space[1.5]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bg.muted};
    color: ${({ theme }) => theme.color.fg.default};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.accent.border};
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.fg};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }
`;

export const PageGap = styled.span`
  display: inline-flex;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.controlHeightSm};
  color: ${({ theme }) => theme.color.fg.subtle};
`;
