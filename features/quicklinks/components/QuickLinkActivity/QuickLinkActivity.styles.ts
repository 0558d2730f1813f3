import styled from 'styled-components';
import { statusTone, tone, type StatusStyle } from '~/design-system';

export const ActivityRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
`;

export const ActivityLine = styled.ul`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  margin: 0;
  padding: 0;
  overflow: hidden;
  list-style: none;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  white-space: nowrap;
  text-overflow: ellipsis;

  strong {
    color: ${({ theme }) => theme.color.fg.default};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

export const ActivityStep = styled.li``;

/** One outcome's count, with a dot in the outcome's colour. */
export const ActivityOutcome = styled.li<{ $tone: StatusStyle }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ $tone }) => tone(statusTone[$tone]).fg};
  font-weight: ${({ theme }) => theme.fontWeight.medium};

  &::before {
    content: '';
    width: ${({ theme }) => theme.space[1.5]};
    height: ${({ theme }) => theme.space[1.5]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: currentColor;
  }

`;
