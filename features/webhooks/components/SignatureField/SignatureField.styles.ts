import styled from 'styled-components';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const FieldLabelText = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const ValueRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.controlHeightMd};
  padding: ${({ theme }) => `0 ${theme.space[1]} 0 ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  min-width: 0;
`;

export const Value = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fontFamily.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.fg.default};
  overflow-wrap: anywhere;
  padding: ${({ theme }) => `${theme.space[1.5]} 0`};

  &[data-state='masked'] {
    letter-spacing: 0.12em;
    color: ${({ theme }) => theme.color.fg.muted};
  }

  &[data-state='loading'] {
    font-family: ${({ theme }) => theme.fontFamily.sans};
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

export const FieldError = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger.fg};
`;

export const HiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
