import styled from 'styled-components';

export const WorkflowsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const PanelRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
`;

/** Search and filter on the left, the area's buttons on the right; wraps on narrow screens. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const ToolbarFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const SearchSlot = styled.div`
  width: 20rem;
  max-width: 100%;
`;

export const ToolbarButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;

export const InlineError = styled.div`
  padding: ${({ theme }) => theme.space[2]} 0;
`;
