import { useRef } from 'react';
import { useReactFlow, useStoreApi, type ReactFlowState, type Viewport } from '@xyflow/react';
import { NODE_HEIGHT, NODE_WIDTH } from '../model/layout';
import { centredViewport, centreOf, isInView, type Box } from './viewportMath';

const CENTER_DURATION_MS = 300;
/** A step this close to the pane's edge counts as out of view. */
const VIEW_MARGIN_PX = 16;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The pane's size as the page lays it out now. React Flow's own measure follows a resize a frame
 * later: a panel that opened in the same update has already shrunk the pane.
 */
function paneSize(state: ReactFlowState) {
  const dom = state.domNode;
  return dom ? { width: dom.clientWidth, height: dom.clientHeight } : { width: state.width, height: state.height };
}

/** Moves the canvas's view to a box: centred, or only when it is out of view. Inside ReactFlow. */
export function useViewportMoves() {
  const { setViewport } = useReactFlow();
  const store = useStoreApi();
  // Where a move still under way will end: a second move starts from there, not from a frame of the
  // first (else the zoom it keeps depends on how fast the machine draws).
  const moving = useRef<{ to: Viewport; until: number } | null>(null);
  const viewNow = (state: ReactFlowState): Viewport => {
    if (moving.current && performance.now() < moving.current.until) return moving.current.to;
    const [x, y, zoom] = state.transform;
    return { x, y, zoom };
  };
  return {
    /** Centres the box, zoomed in to at least `minZoom`. */
    centre(box: Box, minZoom: number) {
      const state = store.getState();
      const zoom = Math.max(viewNow(state).zoom, minZoom);
      const to = centredViewport(centreOf(box), zoom, paneSize(state));
      const duration = prefersReducedMotion() ? 0 : CENTER_DURATION_MS;
      moving.current = { to, until: performance.now() + duration };
      void setViewport(to, { duration });
    },
    /** Centres the box unless it already shows whole. */
    reveal(box: Box) {
      const state = store.getState();
      if (!isInView(box, viewNow(state), paneSize(state), VIEW_MARGIN_PX)) this.centre(box, 0);
    },
  };
}

export const boxOf = (position: { x: number; y: number }, measured?: { width?: number; height?: number }): Box => ({
  ...position,
  width: measured?.width ?? NODE_WIDTH,
  height: measured?.height ?? NODE_HEIGHT,
});
