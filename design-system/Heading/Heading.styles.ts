import styled, { css } from 'styled-components';

export type HeadingLevel = 1 | 2 | 3 | 4;

const levels = {
  1: css`font-size: ${({ theme }) => theme.fontSize['3xl']};`,
  2: css`font-size: ${({ theme }) => theme.fontSize['2xl']};`,
  3: css`font-size: ${({ theme }) => theme.fontSize.xl};`,
  4: css`font-size: ${({ theme }) => theme.fontSize.lg};`,
};

export const HeadingRoot = styled.h2<{ $level: HeadingLevel; $truncate: boolean }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fontFamily.sans};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.color.fg.default};
  ${({ $level }) => levels[$level]}
  ${({ $truncate }) =>
    $truncate &&
    css`
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    `}
`;
