import styled from 'styled-components';

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
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
`;

export const TryoutBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const TryoutAddRow = styled.div`
  display: flex;
`;

/** The outcome: success or failure, with its action. */
export const TryoutAlert = styled.div<{ $tone: 'success' | 'danger' }>`
  display: flex;
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

/** The run's outcome beside the success text: 'Outcome' and its status badge. */
export const TryoutOutcome = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.fg.default};
  white-space: nowrap;
`;
