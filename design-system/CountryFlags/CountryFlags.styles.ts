import styled, { css } from 'styled-components';

export type FlagSize = 'sm' | 'md' | 'lg';

const widths = {
  sm: css`width: ${({ theme }) => theme.sizes.iconMd};`,
  md: css`width: ${({ theme }) => theme.sizes.iconLg};`,
  lg: css`width: ${({ theme }) => theme.space[8]};`,
};

export const FlagFrame = styled.span<{ $size: FlagSize }>`
  position: relative;
  display: inline-block;
  flex: none;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.space[0.5]};
  vertical-align: middle;
  line-height: 0;
  ${({ $size }) => widths[$size]}

  & > svg {
    display: block;
    width: 100%;
    height: 100%;
  }

  /* A hairline edge so white parts of a flag stay visible on a white or dark surface. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    box-shadow: inset 0 0 0 1px color-mix(in srgb, ${({ theme }) => theme.color.fg.default} 16%, transparent);
    pointer-events: none;
  }
`;

export const GlobeSvg = styled.svg`
  .vf-globe-bg { fill: ${({ theme }) => theme.color.info.subtle}; }
  .vf-globe-lines { stroke: ${({ theme }) => theme.color.info.fg}; }
`;

export const FlagList = styled.ul`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: inline-flex;
  }
`;
