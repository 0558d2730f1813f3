import styled, { css } from 'styled-components';

export type TextVariant = 'body' | 'small' | 'caption' | 'label' | 'code';
export type TextTone = 'default' | 'muted' | 'subtle' | 'danger' | 'success' | 'warning';
export type TextWeight = 'regular' | 'medium' | 'semibold' | 'bold';

const variants = {
  body: css`
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.normal};
  `,
  small: css`
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.normal};
  `,
  caption: css`
    font-size: ${({ theme }) => theme.fontSize.xs};
    line-height: ${({ theme }) => theme.lineHeight.snug};
  `,
  label: css`
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  `,
  code: css`
    font-family: ${({ theme }) => theme.fontFamily.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    padding: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.color.bg.muted};
  `,
};

const tones = {
  default: css`color: ${({ theme }) => theme.color.fg.default};`,
  muted: css`color: ${({ theme }) => theme.color.fg.muted};`,
  subtle: css`color: ${({ theme }) => theme.color.fg.subtle};`,
  danger: css`color: ${({ theme }) => theme.color.danger.fg};`,
  success: css`color: ${({ theme }) => theme.color.success.fg};`,
  warning: css`color: ${({ theme }) => theme.color.warning.fg};`,
};

const truncation = css`
  display: block;
  max-width: 100%;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const TextRoot = styled.span<{ $variant: TextVariant; $tone: TextTone; $weight?: TextWeight; $truncate: boolean }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fontFamily.sans};
  ${({ $variant }) => variants[$variant]}
  ${({ $tone }) => tones[$tone]}
  ${({ $weight, theme }) => ($weight ? `font-weight: ${theme.fontWeight[$weight]};` : '')}
  ${({ $truncate }) => ($truncate ? truncation : '')}
`;
