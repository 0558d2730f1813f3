import styled from 'styled-components';

/** The status cell: the switch (or the Archived label) and, under it, what delivery has to say. */
export const StatusStack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const HealthNote = styled.span<{ $tone: 'warning' | 'danger' }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme, $tone }) => theme.color[$tone].fg};
  white-space: normal;
  /* Two lines at most: in a narrow content column the table scrolls rather than squeezing the note. */
  min-width: calc(${({ theme }) => theme.space[16]} * 3);

  svg {
    flex: none;
    margin-top: 1px;
  }
`;
