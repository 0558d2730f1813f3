import styled from 'styled-components';

export const PanelColumns = styled.div`
  display: grid;
  /* The result takes at least the width of the link cut to 40 characters and its copy button. */
  grid-template-columns: minmax(0, 1fr) minmax(min-content, 1.2fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
`;

export const ResultColumn = styled.section`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  min-width: 0;
  min-height: 100%;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export const ResultCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

export const ResultHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const ResultFacts = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};

  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[0.5]};
  }

  dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.default};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

export const PanelFooter = styled.div`
  display: flex;
  flex: 1;
  justify-content: flex-start;
`;
