import styled, { css } from 'styled-components';
import { Button, Label, Tag as AriaTag, TagGroup } from 'react-aria-components';

export type TagColor = 'gray' | 'orange' | 'green' | 'red' | 'blue' | 'violet';

const colors = {
  gray: css`
    background: ${({ theme }) => theme.color.tag.grayBg};
    color: ${({ theme }) => theme.color.tag.gray};
  `,
  orange: css`
    background: ${({ theme }) => theme.color.tag.orangeBg};
    color: ${({ theme }) => theme.color.tag.orange};
  `,
  green: css`
    background: ${({ theme }) => theme.color.tag.greenBg};
    color: ${({ theme }) => theme.color.tag.green};
  `,
  red: css`
    background: ${({ theme }) => theme.color.tag.redBg};
    color: ${({ theme }) => theme.color.tag.red};
  `,
  blue: css`
    background: ${({ theme }) => theme.color.tag.blueBg};
    color: ${({ theme }) => theme.color.tag.blue};
  `,
  violet: css`
    background: ${({ theme }) => theme.color.tag.violetBg};
    color: ${({ theme }) => theme.color.tag.violet};
  `,
};

const tagCss = css<{ $color: TagColor; $removable: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  max-width: 100%;
  height: ${({ theme }) => theme.space[6]};
  padding: 0 ${({ $removable, theme }) => ($removable ? theme.space[1] : theme.space[2])} 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: 1;
  white-space: nowrap;
  outline: none;
  box-shadow: inset 0 0 0 1px color-mix(in srgb, currentColor 16%, transparent);
  ${({ $color }) => colors[$color]}
`;

export const TagRoot = styled.span<{ $color: TagColor; $removable: boolean }>`
  ${tagCss}
`;

export const TagText = styled.span`
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeight.tight};
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const TagRemoveButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.space[4]};
  height: ${({ theme }) => theme.space[4]};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  opacity: 0.72;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    opacity: 1;
    background: color-mix(in srgb, currentColor 14%, transparent);
  }

  &[data-focus-visible] {
    opacity: 1;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.4;
  }

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

export const TagGroupRoot = styled(TagGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};

  .react-aria-TagList {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1.5]};
    outline: none;
  }
`;

export const TagGroupLabel = styled(Label)`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

export const TagListEmpty = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const StyledAriaTag = styled(AriaTag)<{ $color: TagColor; $removable: boolean }>`
  ${tagCss}
  cursor: default;

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 1px color-mix(in srgb, currentColor 16%, transparent), 0 0 0 2px ${({ theme }) => theme.color.bg.surface},
      0 0 0 4px ${({ theme }) => theme.color.border.focus};
  }

  &[data-disabled] {
    opacity: 0.5;
  }
`;
