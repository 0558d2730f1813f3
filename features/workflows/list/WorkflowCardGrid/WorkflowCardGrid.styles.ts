import styled from 'styled-components';

export const GridRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Sits right after the last card; coming near the bottom of the scroll area asks for the next page. */
export const GridSentinel = styled.div`
  height: 1px;
`;

export const GridMore = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
`;

export const SkeletonCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.color.bg.surface};
  list-style: none;
`;
