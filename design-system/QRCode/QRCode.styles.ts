import styled, { css } from 'styled-components';
import { fixedColors } from '../theme/scales';

export type QRCodeSize = 'sm' | 'md' | 'lg';

const widths = {
  sm: css`width: calc(${({ theme }) => theme.space[16]} * 2);`,
  md: css`width: calc(${({ theme }) => theme.space[16]} * 2.75);`,
  lg: css`width: calc(${({ theme }) => theme.space[16]} * 3.5);`,
};

export const QRCodeRoot = styled.figure`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 100%;
  margin: 0;
`;

/** Always dark modules on a light tile, in both schemes, so every scanner reads it. */
export const QRTile = styled.div<{ $size: QRCodeSize; $blank: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $blank, theme }) => ($blank ? theme.color.bg.subtle : fixedColors.qrBackground)};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  ${({ $size }) => widths[$size]}

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export const QRTooLong = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;
`;

export const QRUrlRow = styled.figcaption`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.space[2.5]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export const QRUrlText = styled.span`
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.fontFamily.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
