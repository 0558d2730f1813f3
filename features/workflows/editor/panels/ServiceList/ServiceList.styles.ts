import styled, { css } from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';

export const ServiceListRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 0;
  flex: 1;
`;

export const ServiceGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  min-height: 0;
`;

export const ServiceItem = styled.li`
  display: flex;
  min-width: 0;

  > * {
    flex: 1;
    min-width: 0;
  }
`;

const serviceEntry = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.controlHeightLg};
  padding: ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.fontFamily.sans};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-align: start;
  cursor: pointer;
  outline: none;
  transition: background ${({ theme }) => theme.motion.durationFast}, border-color ${({ theme }) => theme.motion.durationFast};

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.accent.border};
    background: ${({ theme }) => theme.color.accent.subtle};
  }

  &[data-focus-visible] {
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }

  &[data-disabled] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.bg.muted};
    color: ${({ theme }) => theme.color.fg.disabled};
  }

  &[data-current] {
    border-color: ${({ theme }) => theme.color.accent.solid};
  }
`;

export const ServiceButton = styled(AriaButton)`
  ${serviceEntry}
`;

/** A service the flow already uses: greyed, not pressable (its tooltip wrapper is the button). */
export const ServiceUsed = styled.span`
  ${serviceEntry}
  cursor: not-allowed;
  background: ${({ theme }) => theme.color.bg.muted};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const ServiceIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.accent.fg};

  [data-disabled] > &,
  ${ServiceUsed} > & {
    color: inherit;
  }
`;

/** The whole name, wrapped onto a second line when it is long (a cut-off name hides which service it is). */
export const ServiceName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const ServiceListState = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  min-height: 0;
`;

export const MoreRow = styled.div`
  display: flex;
`;
