import styled, { css } from 'styled-components';
import { tone as toneColors, type Tone } from '../theme';

export type BadgeVariant = 'subtle' | 'solid' | 'outline';
export type BadgeSize = 'sm' | 'md';

const sizes = {
  sm: css`
    height: ${({ theme }) => theme.space[5]};
    padding: 0 ${({ theme }) => theme.space[1.5]};
    font-size: ${({ theme }) => theme.fontSize.xs};
    gap: ${({ theme }) => theme.space[1]};
    svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
  `,
  md: css`
    height: ${({ theme }) => theme.space[6]};
    padding: 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    gap: ${({ theme }) => theme.space[1]};
    svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
  `,
};

function variantCss(variant: BadgeVariant, t: Tone) {
  const c = toneColors(t);
  switch (variant) {
    case 'subtle':
      return css`
        background: ${c.bg};
        color: ${c.fg};
        border-color: color-mix(in srgb, currentColor 16%, transparent);
      `;
    case 'solid':
      return css`
        background: ${c.fg};
        color: ${({ theme }) => theme.color.bg.surface};
        border-color: ${c.fg};
      `;
    case 'outline':
      return css`
        background: transparent;
        color: ${c.fg};
        border-color: ${c.fg};
      `;
  }
}

export const BadgeRoot = styled.span<{ $tone: Tone; $variant: BadgeVariant; $size: BadgeSize }>`
  display: inline-flex;
  align-items: center;
  flex: none;
  max-width: 100%;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: 1;
  white-space: nowrap;
  ${({ $size }) => sizes[$size]}
  ${({ $variant, $tone }) => variantCss($variant, $tone)}

  svg { flex: none; }
`;

export const BadgeText = styled.span`
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeight.tight};
  overflow: hidden;
  text-overflow: ellipsis;
`;
