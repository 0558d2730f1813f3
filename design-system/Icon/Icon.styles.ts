import styled, { css } from 'styled-components';

export type IconSize = 'sm' | 'md' | 'lg';

const sizes = {
  sm: css`
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  `,
  md: css`
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
  `,
  lg: css`
    width: ${({ theme }) => theme.sizes.iconLg};
    height: ${({ theme }) => theme.sizes.iconLg};
  `,
};

export const IconSvg = styled.svg<{ $size: IconSize }>`
  display: inline-block;
  flex: none;
  vertical-align: middle;
  color: currentColor;
  ${({ $size }) => sizes[$size]}
`;
