import { css } from 'styled-components';
import { endNodeTone, type NodeCardTagColor, type NodeCardVariant } from '~/design-system';

export type OverviewTone = 'accent' | 'cyan' | 'gray' | 'success' | 'danger' | 'info' | 'warning';

/** The accent of each kind, as on the full card. */
export const overviewTone: Record<NodeCardVariant, OverviewTone> = {
  start: 'accent',
  service: 'accent',
  tag: 'gray',
  await: 'cyan',
  ...endNodeTone,
};

/** Tags take their own colour. */
export const tagOverviewTone: Record<NodeCardTagColor, OverviewTone> = { gray: 'gray', orange: 'warning', green: 'success', red: 'danger' };

/**
 * A step seen from afar: the card's outline, its kind's colour and its name in large type, so
 * that it stays readable when the whole flow is in view. Large flows show hundreds of these, so
 * each is one native button (`.vf-step-overview`) styled once here, by the canvas root, rather than
 * a styled component each; the kind is `data-tone`, the states are data attributes. The name is
 * the button's label drawn by `::before`: one element a step rather than a box, a name and a
 * button over them, which panning hundreds of steps feels.
 */
export const stepOverviewCss = css`
  .vf-step-overview {
    --vf-overview-tone: ${({ theme }) => theme.color.accent.solid};
    position: relative;
    display: flex;
    align-items: center;
    width: ${({ theme }) => theme.sizes.nodeWidth};
    min-height: calc(${({ theme }) => theme.space[16]} + ${({ theme }) => theme.space[4]});
    /* The text starts where it would beside a left border as wide as the strip. */
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    padding-left: calc(${({ theme }) => theme.space[2]} + ${({ theme }) => theme.space[4]} - 1px);
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.fg.default};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    outline-offset: ${({ theme }) => theme.space[0.5]};
    text-align: start;
    cursor: pointer;
  }

  .vf-step-overview[data-tone='cyan'] { --vf-overview-tone: ${({ theme }) => theme.color.tag.cyan}; }
  .vf-step-overview[data-tone='gray'] { --vf-overview-tone: ${({ theme }) => theme.color.fg.subtle}; }
  .vf-step-overview[data-tone='success'] { --vf-overview-tone: ${({ theme }) => theme.color.success.solid}; }
  .vf-step-overview[data-tone='danger'] { --vf-overview-tone: ${({ theme }) => theme.color.danger.solid}; }
  .vf-step-overview[data-tone='info'] { --vf-overview-tone: ${({ theme }) => theme.color.info.solid}; }
  .vf-step-overview[data-tone='warning'] { --vf-overview-tone: ${({ theme }) => theme.color.warning.solid}; }

  .vf-step-overview[data-dimmed] {
    opacity: 0.25;
  }

  .vf-step-overview:focus {
    outline: none;
  }

  .vf-step-overview[data-highlighted],
  .vf-step-overview:focus-visible {
    outline: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.color.accent.solid};
  }

  /*
   * The kind's colour, a strip over the card's left edge. Not a wider left border: a rounded box
   * whose borders differ is drawn as a path, and a pan of hundreds of them took twice the raster
   * time of React Flow's own nodes (bench/workflowCanvas.ts); a uniform border and a filled strip
   * take the fast path.
   */
  .vf-step-overview::after {
    content: '';
    position: absolute;
    top: -1px;
    bottom: -1px;
    left: -1px;
    width: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.lg} 0 0 ${({ theme }) => theme.radii.lg};
    background: var(--vf-overview-tone);
  }

  .vf-step-overview::before {
    content: attr(aria-label);
    overflow: hidden;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;
