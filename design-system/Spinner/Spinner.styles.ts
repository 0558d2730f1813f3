import styled, { keyframes } from 'styled-components';
import { spinnerShape } from './spinnerShape';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerSvg = styled.svg<{ $size: string }>`
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  flex: none;
  animation: ${spin} ${spinnerShape.turnSeconds}s linear infinite;
  color: currentColor;

  circle {
    fill: none;
    stroke: currentColor;
    stroke-width: ${spinnerShape.strokeWidth};
  }

  .track { opacity: ${spinnerShape.trackOpacity}; }
  .head { stroke-dasharray: ${spinnerShape.headDash}; stroke-linecap: round; }
`;
