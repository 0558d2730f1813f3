import styled from 'styled-components';

export const GroupList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Group = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

export const GroupHeading = styled.h3`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.color.bg.subtle};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.fg.default};
  text-transform: capitalize;
`;

export const EventList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EventItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  }

  code {
    font-family: ${({ theme }) => theme.fontFamily.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.fg.default};
  }
`;

export const EventDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const LoadingBox = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]};
`;
