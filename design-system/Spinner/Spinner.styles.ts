import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerSvg = styled.svg<{ $size: string }>`
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  flex: none;
  animation: ${spin} 0.8s linear infinite;
  color: currentColor;

  circle {
    fill: none;
    stroke: currentColor;
    stroke-width: 3;
  }

  .track { opacity: 0.2; }
  .head { stroke-dasharray: 40 100; stroke-linecap: round; }
`;
