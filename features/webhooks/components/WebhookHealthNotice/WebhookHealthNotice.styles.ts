import styled, { css } from 'styled-components';

export type NoticeTone = 'warning' | 'danger' | 'info';

export const Notice = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  ${({ theme, $tone }) => css`
    border-color: ${theme.color[$tone].border};
    background: ${theme.color[$tone].subtle};
    color: ${theme.color.fg.default};
    & > svg {
      flex: none;
      margin-top: ${theme.space[0.5]};
      color: ${theme.color[$tone].fg};
    }
  `}
`;

export const NoticeText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};

  & > strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;
