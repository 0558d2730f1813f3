import styled from 'styled-components';

/** The centred card layout shared by the signed-out and account pages. */
export const AccountLayout = styled.main<{ $embedded?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $embedded }) => ($embedded ? '0' : '100vh')};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bg.canvas};
`;

export const AccountCard = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;
`;

export const AccountIcon = styled.div<{ $tone: 'accent' | 'success' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success.subtle : $tone === 'danger' ? theme.color.danger.subtle : theme.color.accent.subtle)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success.fg : $tone === 'danger' ? theme.color.danger.fg : theme.color.accent.fg)};
`;

export const AccountText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
