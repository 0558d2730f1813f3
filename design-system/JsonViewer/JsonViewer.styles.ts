import styled from 'styled-components';
import { Button as AriaButton, Tree as AriaTree, TreeItem as AriaTreeItem } from 'react-aria-components';
import type { JsonKind } from './jsonTree';

export const JsonViewerRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export const JsonToolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.controlHeightLg};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export const JsonTitle = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const StyledTree = styled(AriaTree)<{ $maxHeight?: string }>`
  display: flex;
  flex-direction: column;
  max-height: ${({ $maxHeight }) => $maxHeight ?? 'none'};
  overflow: auto;
  padding: ${({ theme }) => theme.space[1.5]} 0;
  font-family: ${({ theme }) => theme.fontFamily.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  outline: none;

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

export const StyledTreeItem = styled(AriaTreeItem)`
  display: flex;
  align-items: flex-start;
  padding: 0 ${({ theme }) => theme.space[3]} 0
    calc(${({ theme }) => theme.space[1.5]} + (var(--tree-item-level, 1) - 1) * ${({ theme }) => theme.space[5]});
  color: ${({ theme }) => theme.color.fg.default};
  cursor: default;
  outline: none;

  &[data-has-child-items] {
    cursor: pointer;
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &[data-focus-visible] {
    background: ${({ theme }) => theme.color.accent.subtle};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-expanded] .vf-json-chevron svg {
    transform: rotate(90deg);
  }
`;

export const JsonRow = styled.span`
  display: flex;
  flex: 1;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[0.5]} 0;
`;

/** The expand/collapse arrow; rows take the keyboard (arrow keys), so it is for pointers only. */
export const JsonChevron = styled(AriaButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[5]};
  height: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.subtle};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bg.muted};
    color: ${({ theme }) => theme.color.fg.default};
  }

  svg {
    transition: transform ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};

    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
`;

export const JsonChevronSpacer = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space[5]};
`;

export const JsonKey = styled.span<{ $index: boolean }>`
  flex: none;
  max-width: 50%;
  overflow-wrap: anywhere;
  color: ${({ theme, $index }) => ($index ? theme.color.fg.muted : theme.color.accent.fg)};
`;

export const JsonPunctuation = styled.span`
  flex: none;
  margin-right: ${({ theme }) => theme.space[1]};
  margin-left: calc(-1 * ${({ theme }) => theme.space[1]});
  color: ${({ theme }) => theme.color.fg.muted};
`;

const kindColour = {
  string: 'success',
  number: 'info',
  boolean: 'warning',
  null: 'neutral',
  object: 'neutral',
  array: 'neutral',
} as const;

export const JsonValue = styled.span<{ $kind: JsonKind }>`
  min-width: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  color: ${({ theme, $kind }) => (kindColour[$kind] === 'neutral' ? theme.color.fg.muted : theme.color[kindColour[$kind]].fg)};
  font-style: ${({ $kind }) => ($kind === 'null' ? 'italic' : 'normal')};
`;

export const JsonCount = styled.span`
  flex: none;
  margin-left: ${({ theme }) => theme.space[1]};
  font-family: ${({ theme }) => theme.fontFamily.sans};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const JsonEmpty = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.fg.muted};
`;
