import styled from 'styled-components';
import { Button } from 'react-aria-components';
import { controlBox, fieldError, fieldLabel, focusedControl } from '../shared/field.styles';

export const DateRangeRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
`;

export const DateRangeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const PresetSelectSlot = styled.div`
  width: ${({ theme }) => theme.sizes.menuMinWidth};
`;

/** The resolved range under the controls: '27-05-2025 14:30 – 03-06-2025 14:30 IST'. */
export const RangeSummary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.muted};

  time {
    color: ${({ theme }) => theme.color.fg.default};
  }
`;

/** Keeps a month title centred when its header has a navigation button on one side only. */
export const TypedLabel = styled.span`
  ${fieldLabel}
`;

export const TypedTrigger = styled(Button)`
  ${controlBox}
  padding: 0 ${({ theme }) => theme.space[2.5]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.fg.default};
  cursor: pointer;
  outline: none;

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.fg.muted};
  }

  &[data-focus-visible],
  &[aria-expanded='true'] {
    ${focusedControl}
  }
`;

export const TypedTriggerText = styled.span`
  flex: 1;
  white-space: nowrap;
`;

export const InputsForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const InputsFields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

export const InputsError = styled.p`
  ${fieldError}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
`;

export const InputsActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
