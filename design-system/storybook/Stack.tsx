import type { ReactNode } from 'react';
import styled from 'styled-components';

interface StackProps {
  direction?: 'row' | 'column';
  align?: 'start' | 'center' | 'stretch';
  gap?: 2 | 3 | 4 | 6;
  children: ReactNode;
}

const Root = styled.div<{ $direction: 'row' | 'column'; $align: string; $gap: 2 | 3 | 4 | 6 }>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  align-items: ${({ $align }) => $align};
  flex-wrap: wrap;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
`;

/** Layout helper for stories only: lays children out with the theme's spacing. */
export function Stack({ direction = 'column', align = 'start', gap = 3, children }: StackProps) {
  return (
    <Root $direction={direction} $align={align === 'start' ? 'flex-start' : align} $gap={gap}>
      {children}
    </Root>
  );
}
