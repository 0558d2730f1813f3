import styled, { css } from 'styled-components';
import type { StepStatus } from './stepStatus';

export type StepperOrientation = 'horizontal' | 'vertical';

export const StepperList = styled.ol<{ $orientation: StepperOrientation }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  gap: ${({ theme, $orientation }) => ($orientation === 'horizontal' ? theme.space[2] : '0')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const markerSize = css`
  width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
`;

export const StepItem = styled.li<{ $orientation: StepperOrientation; $status: StepStatus }>`
  position: relative;
  display: flex;
  flex: ${({ $orientation }) => ($orientation === 'horizontal' ? '1 1 0' : 'none')};
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'column' : 'row')};
  gap: ${({ theme, $orientation }) => ($orientation === 'horizontal' ? theme.space[2] : theme.space[3])};
  min-width: 0;
  ${({ $orientation, theme }) => $orientation === 'vertical' && css`padding-bottom: ${theme.space[6]}; &:last-child { padding-bottom: 0; }`}

  /* The connector to the next step, coloured once this step is complete. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    background: ${({ theme, $status }) => ($status === 'complete' ? theme.color.accent.solid : theme.color.border.default)};
    ${({ $orientation, theme }) =>
      $orientation === 'horizontal'
        ? css`
            top: calc(${theme.sizes.controlHeightSm} / 2 - 1px);
            left: calc(${theme.sizes.controlHeightSm} + ${theme.space[2]});
            right: ${theme.space[2]};
            height: 2px;
          `
        : css`
            top: calc(${theme.sizes.controlHeightSm} + ${theme.space[1]});
            bottom: ${theme.space[1]};
            left: calc(${theme.sizes.controlHeightSm} / 2 - 1px);
            width: 2px;
          `}
  }
`;

const markerByStatus = {
  complete: css`
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.fg.onSolid};
  `,
  current: css`
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.accent.fg};
    box-shadow: 0 0 0 4px ${({ theme }) => theme.color.accent.subtle};
  `,
  upcoming: css`
    border-color: ${({ theme }) => theme.color.border.strong};
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.fg.subtle};
  `,
};

export const StepMarker = styled.span<{ $status: StepStatus }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  ${markerSize}
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1;
  ${({ $status }) => markerByStatus[$status]}
`;

export const StepText = styled.span<{ $orientation: StepperOrientation }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
  ${({ $orientation, theme }) => $orientation === 'vertical' && css`padding-top: ${theme.space[1]};`}
  ${({ $orientation, theme }) => $orientation === 'horizontal' && css`padding-right: ${theme.space[2]};`}
`;

export const StepLabel = styled.span<{ $status: StepStatus }>`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme, $status }) => ($status === 'upcoming' ? theme.fontWeight.medium : theme.fontWeight.semibold)};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme, $status }) => ($status === 'upcoming' ? theme.color.fg.muted : theme.color.fg.default)};
  overflow-wrap: anywhere;
`;

export const StepDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.muted};
`;
