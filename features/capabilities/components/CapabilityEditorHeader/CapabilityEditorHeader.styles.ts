import styled from 'styled-components';

export const CapabilityHeaderRoot = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.headerHeight};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};

  & > button:first-child {
    margin-top: ${({ theme }) => theme.space[5]};
  }
`;

export const CapabilityNameField = styled.div`
  flex: 1;
  max-width: ${({ theme }) => theme.sizes.searchFieldWidth};
`;

export const CapabilityHeaderActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
  margin-left: auto;
`;
