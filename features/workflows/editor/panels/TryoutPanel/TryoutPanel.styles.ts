import styled from 'styled-components';

/** The frame (or the parameters) on the left, the transaction on the right; stacked when narrow. */
export const TryoutLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  min-height: 100%;

  @media (max-width: 60rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const TryoutColumn = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/** The right column: a card that keeps the result in view while the left scrolls. */
export const ResultCard = styled.section`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export const ResultHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const ResultFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

export const ResultFact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.surface};

  & > dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  & > dd {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
    margin: 0;
    color: ${({ theme }) => theme.color.fg.default};
    font-family: ${({ theme }) => theme.fontFamily.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const ResultActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const ResultSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The framed hosted flow: a phone-like column, as an end user would see it. */
export const FrameBox = styled.div`
  display: flex;
  overflow: hidden;
  height: 40rem;
  max-height: calc(var(--visual-viewport-height, 100vh) - 14rem);
  min-height: 28rem;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};

  & > iframe {
    flex: 1;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

export const TryoutRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Parameter, value and the remove button on one line. */
export const TryoutRowItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
`;

export const TryoutForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const TryoutButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

/** The run's success or failure, with its action. */
export const TryoutAlert = styled.div<{ $tone: 'success' | 'danger' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => theme.color[$tone].border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.color[$tone].subtle};
  color: ${({ theme, $tone }) => theme.color[$tone].fg};
  font-size: ${({ theme }) => theme.fontSize.sm};

  & > p {
    flex: 1;
    margin: 0;
  }
`;
