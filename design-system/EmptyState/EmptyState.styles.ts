import styled, { css } from 'styled-components';

export type EmptyStateSize = 'sm' | 'md';
export type EmptyStateTone = 'neutral' | 'danger';

export const EmptyStateRoot = styled.div<{ $size: EmptyStateSize }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme, $size }) => ($size === 'sm' ? theme.space[6] : theme.space[12])} ${({ theme }) => theme.space[6]};
  text-align: center;
`;

export const EmptyStateIcon = styled.span<{ $size: EmptyStateSize; $tone: EmptyStateTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.full};
  ${({ $size, theme }) =>
    $size === 'sm'
      ? css`
          width: ${theme.space[10]};
          height: ${theme.space[10]};
          svg { width: ${theme.sizes.iconLg}; height: ${theme.sizes.iconLg}; }
        `
      : css`
          width: ${theme.space[12]};
          height: ${theme.space[12]};
          svg { width: ${theme.space[6]}; height: ${theme.space[6]}; }
        `}
  ${({ $tone, theme }) =>
    $tone === 'danger'
      ? css`
          background: ${theme.color.danger.subtle};
          color: ${theme.color.danger.fg};
          box-shadow: 0 0 0 ${theme.space[1.5]} color-mix(in srgb, ${theme.color.danger.subtle} 50%, transparent);
        `
      : css`
          background: ${theme.color.bg.muted};
          color: ${theme.color.fg.muted};
          box-shadow: 0 0 0 ${theme.space[1.5]} color-mix(in srgb, ${theme.color.bg.muted} 50%, transparent);
        `}
  margin-bottom: ${({ theme }) => theme.space[1]};
`;

export const EmptyStateText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-width: calc(${({ theme }) => theme.sizes.modalSm} + ${({ theme }) => theme.space[10]});
`;

export const EmptyStateTitle = styled.h3<{ $size: EmptyStateSize }>`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSize.md : theme.fontSize.lg)};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const EmptyStateDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

export const EmptyStateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
