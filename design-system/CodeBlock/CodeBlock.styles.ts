import styled, { css } from 'styled-components';

export const CodeBlockRoot = styled.figure`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export const CodeBlockHeader = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlHeightLg};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.bg.muted};
`;

export const CodeBlockTitle = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const CodeBlockLanguage = styled.span`
  flex: none;
  font-family: ${({ theme }) => theme.fontFamily.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  text-transform: lowercase;
`;

export const CodeBlockFloatingCopy = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[1.5]};
  right: ${({ theme }) => theme.space[1.5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export const CodePre = styled.pre<{ $wrap: boolean; $maxHeight?: string; $floatingCopy: boolean }>`
  margin: 0;
  max-height: ${({ $maxHeight }) => $maxHeight ?? 'none'};
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  ${({ $floatingCopy, theme }) => $floatingCopy && css`padding-right: calc(${theme.space[3]} + ${theme.sizes.controlHeightSm});`}
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.fontFamily.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  tab-size: 2;
  white-space: ${({ $wrap }) => ($wrap ? 'pre-wrap' : 'pre')};
  overflow-wrap: ${({ $wrap }) => ($wrap ? 'anywhere' : 'normal')};
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  code {
    font: inherit;
  }
`;
