import styled, { css } from 'styled-components';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddingStep = { sm: 3, md: 5, lg: 6 } as const;

export const CardRoot = styled.div<{ $padding: CardPadding; $elevated: boolean }>`
  --vf-card-padding: ${({ theme, $padding }) => ($padding === 'none' ? '0' : theme.space[paddingStep[$padding]])};
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.md : theme.shadows.xs)};
  list-style: none;
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: var(--vf-card-padding) var(--vf-card-padding) 0;

  &:last-child {
    padding-bottom: var(--vf-card-padding);
  }
`;

export const CardHeaderText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  color: ${({ theme }) => theme.color.fg.default};
  overflow-wrap: anywhere;
`;

export const CardDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const CardActions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const CardBody = styled.div<{ $afterHeader: boolean }>`
  flex: 1;
  min-width: 0;
  padding: var(--vf-card-padding);
  ${({ $afterHeader, theme }) => $afterHeader && css`padding-top: ${theme.space[4]};`}
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} var(--vf-card-padding);
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: 0 0 ${({ theme }) => theme.radii.xl} ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export const CardGridRoot = styled.div<{ $gap: 3 | 4 | 6 }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.cardMinColumn}, 1fr));
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
