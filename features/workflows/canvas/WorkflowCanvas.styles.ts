import styled from 'styled-components';
import { PLUS_BUTTON_CLASS, plusButtonClassCss } from '~/design-system';
import { stepOverviewCss } from './StepOverview.styles';

/**
 * The canvas surface. React Flow's own colours are its CSS variables; they are pointed at the
 * theme tokens here, so the canvas follows the light and dark schemes without re-rendering.
 */
export const CanvasRoot = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.color.bg.canvas};

  .react-flow {
    --xy-background-color: ${({ theme }) => theme.color.bg.canvas};
    --xy-background-pattern-color: ${({ theme }) => theme.color.border.strong};
    --xy-edge-stroke: ${({ theme }) => theme.color.border.strong};
    --xy-edge-stroke-width: 1.5;
    --xy-edge-label-background-color: ${({ theme }) => theme.color.bg.surface};
    --xy-edge-label-color: ${({ theme }) => theme.color.fg.muted};
    --xy-minimap-background-color: ${({ theme }) => theme.color.bg.surface};
    --xy-minimap-mask-background-color: color-mix(in srgb, ${({ theme }) => theme.color.bg.muted} 70%, transparent);
    --xy-minimap-mask-stroke-color: ${({ theme }) => theme.color.accent.solid};
    --xy-minimap-mask-stroke-width: 1;
    --xy-minimap-node-background-color: ${({ theme }) => theme.color.border.strong};
    --xy-controls-button-background-color: ${({ theme }) => theme.color.bg.surface};
    --xy-controls-button-background-color-hover: ${({ theme }) => theme.color.bg.muted};
    --xy-controls-button-color: ${({ theme }) => theme.color.fg.default};
    --xy-controls-button-color-hover: ${({ theme }) => theme.color.fg.default};
    --xy-controls-button-border-color: ${({ theme }) => theme.color.border.default};
    --xy-controls-box-shadow: ${({ theme }) => theme.shadows.sm};
    --xy-attribution-background-color: transparent;
    font-family: inherit;
  }

  .react-flow__handle {
    width: 1px;
    height: 1px;
    min-width: 0;
    min-height: 0;
    border: none;
    background: transparent;
    /* Hidden rather than transparent: an invisible element adds no paint layer, which panning hundreds of steps would feel. */
    visibility: hidden;
    pointer-events: none;
  }

  .vf-step-node {
    position: relative;
  }

  ${stepOverviewCss}

  .react-flow__node-step {
    cursor: default;
  }

  ${plusButtonClassCss}

  /* Plus buttons sit in the viewport's layer, which lets pointer events through to the pane. */
  .react-flow__viewport-portal .${PLUS_BUTTON_CLASS} {
    position: absolute;
    pointer-events: all;
  }

  .react-flow__edge-path {
    transition: opacity ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easeStandard};
  }

  .vf-edge-dimmed .react-flow__edge-path,
  .vf-edge-dimmed .react-flow__edge-textwrapper {
    opacity: 0.25;
  }

  /* A branch's name on the edge from its tag. */
  .react-flow__edge-text {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }

  .react-flow__edge-textbg {
    stroke: ${({ theme }) => theme.color.border.default};
    stroke-width: 1;
  }

  .vf-edge-highlighted .react-flow__edge-path {
    stroke: ${({ theme }) => theme.color.accent.solid};
    stroke-width: 2;
  }

  .react-flow__controls {
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
  }

  .react-flow__controls-button {
    width: ${({ theme }) => theme.sizes.controlHeightSm};
    height: ${({ theme }) => theme.sizes.controlHeightSm};
  }

  .react-flow__controls-button:last-child {
    border-bottom: none;
  }

  .react-flow__minimap {
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  .vf-minimap {
    position: relative;
    overflow: hidden;
    cursor: grab;
    touch-action: none;
  }

  .vf-minimap > svg {
    position: absolute;
    top: 0;
    left: 0;
    pointer-events: none;
  }

  .vf-minimap-nodes {
    transform-origin: 0 0;
  }

  /*
   * The viewport's outline, moved by a transform on its own compositor layer (a pan frame neither
   * lays out nor paints the minimap); its shadow (set inline) shades what is out of view. The
   * outline straddles the edge, as React Flow's stroked mask does.
   */
  .vf-minimap-viewport {
    position: absolute;
    top: 0;
    left: 0;
    outline: calc(var(--xy-minimap-mask-stroke-width) * 1px) solid var(--xy-minimap-mask-stroke-color);
    outline-offset: calc(var(--xy-minimap-mask-stroke-width) * -0.5px);
    transform-origin: 0 0;
    will-change: transform;
    pointer-events: none;
  }

  .react-flow__attribution a {
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

/** Centres the spinner or the error message over the canvas area. */
export const CanvasState = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  min-height: inherit;
`;
