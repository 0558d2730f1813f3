import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Stories only: a light dotted surface like the workflow canvas, with columns of nodes and the
 * connectors between them. The editor draws the real canvas with React Flow.
 */
export const StoryCanvas = styled.div`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.color.bg.canvas};
  background-image: radial-gradient(circle, ${({ theme }) => theme.color.border.strong} 1px, transparent 1.5px);
  background-size: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
`;

export const StoryColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[12]};
`;

const EdgeRoot = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[16]};
  align-self: stretch;

  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    top: 50%;
    border-top: 1.5px solid ${({ theme }) => theme.color.border.strong};
  }

  & > * {
    position: relative;
  }
`;

/** A connector between two columns, optionally holding a control such as a plus button. */
export function StoryEdge({ children }: { children?: ReactNode }) {
  return <EdgeRoot>{children}</EdgeRoot>;
}
