import styled from 'styled-components';
import { fieldLabel, fieldRoot } from '../shared/field.styles';

/** The row's fields (and function arguments) beside its delete control, which stays on the first line when the fields wrap. */
export const RowRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const RowBody = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const RowLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
`;

export const RowField = styled.div<{ $size: 'kind' | 'field' }>`
  flex: none;
  width: ${({ theme, $size }) => ($size === 'kind' ? theme.sizes.conditionKindWidth : theme.sizes.conditionFieldWidth)};
  min-width: 0;
`;

/** The delete control, level with the first line's controls: a blank line of label type stands above it. */
export const RowEnd = styled.div`
  ${fieldRoot}
  flex: none;
`;

export const RowEndLabelSpace = styled.span`
  ${fieldLabel}
`;

export const RowEndControl = styled.div`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.sizes.controlHeightMd};
`;

export const RowArguments = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-left: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 2px solid ${({ theme }) => theme.color.border.default};
`;

export const RowArgument = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  width: 100%;
`;

export const RowArgumentHeading = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  width: ${({ theme }) => theme.sizes.conditionKindWidth};
  min-height: ${({ theme }) => theme.sizes.controlHeightMd};
`;

export const RowArgumentName = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const RowArgumentType = styled.span`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space[1.5]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.bg.muted};
  font-family: ${({ theme }) => theme.fontFamily.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  color: ${({ theme }) => theme.color.fg.muted};
`;

