import styled from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import type { NodeCardVariant } from '~/design-system';

/** The accent of each kind, as on the full card. */
export const overviewTone: Record<NodeCardVariant, 'accent' | 'cyan' | 'gray' | 'success' | 'danger' | 'info'> = {
  start: 'accent',
  service: 'accent',
  tag: 'gray',
  await: 'cyan',
  accept: 'success',
  reject: 'danger',
  manualReview: 'info',
};

/**
 * A step seen from afar: the card's outline, its kind's colour and its name in large type, so
 * that it stays readable when the whole flow is in view.
 */
export const OverviewRoot = styled.div<{ $tone: string; $dimmed: boolean; $highlighted: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  width: ${({ theme }) => theme.sizes.nodeWidth};
  min-height: calc(${({ theme }) => theme.space[16]} + ${({ theme }) => theme.space[4]});
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-left: ${({ theme }) => theme.space[2]} solid ${({ $tone }) => $tone};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  opacity: ${({ $dimmed }) => ($dimmed ? 0.25 : 1)};
  outline: ${({ $highlighted, theme }) => ($highlighted ? `${theme.space[1]} solid ${theme.color.accent.solid}` : 'none')};
  outline-offset: ${({ theme }) => theme.space[0.5]};

  &:has([data-focus-visible]) {
    outline: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.color.accent.solid};
  }

  & > span {
    overflow: hidden;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

/** Covers the whole overview so that a press anywhere on it counts; the name lies under it. */
export const OverviewPress = styled(AriaButton)`
  position: absolute;
  inset: 0;
  padding: 0;
  border: none;
  border-radius: inherit;
  background: transparent;
  cursor: pointer;
  outline: none;
`;
