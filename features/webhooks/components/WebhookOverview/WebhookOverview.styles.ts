import styled from 'styled-components';

/** The fields wrap by the room the card has (a narrow console puts the dates under URL and Signature). */
export const OverviewGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};

  & > * {
    flex: 2 1 16rem;
    min-width: 0;
  }
  & > [data-size='date'] {
    flex: 1 1 11rem;
  }
  & > [data-size='full'] {
    flex: 1 1 100%;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const FieldName = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const FieldValue = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.fontSize.md};
  overflow-wrap: anywhere;
`;

export const Url = styled.span`
  font-family: ${({ theme }) => theme.fontFamily.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const RotationNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
