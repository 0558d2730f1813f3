import styled from 'styled-components';

export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const ServerError = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.danger.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.danger.subtle};
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.fontSize.md};

  svg {
    flex: none;
    margin-top: 2px;
  }
`;

export const CreatedNote = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.success.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.success.subtle};
  color: ${({ theme }) => theme.color.success.fg};
  font-size: ${({ theme }) => theme.fontSize.md};

  svg {
    flex: none;
    margin-top: 2px;
  }
`;

export const EventsNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const FooterSpacer = styled.span`
  flex: 1;
`;
