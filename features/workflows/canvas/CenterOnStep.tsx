import { useEffect } from 'react';
import { useReactFlow, useStoreApi } from '@xyflow/react';
import { NODE_HEIGHT, NODE_WIDTH } from '../model/layout';

/** A request to bring a step into view; a new `request` number repeats it for the same step. */
export interface CenterRequest {
  nodeId: string;
  request: number;
  /** The share of the canvas (0 to 1) that a panel covers from the bottom: the step is centred above it. */
  coveredBottom?: number;
}

/** Centring zooms in at least this far, so that the step shows as its full card. */
export const CENTER_ZOOM = 1;
const CENTER_DURATION_MS = 300;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Pans (and zooms in if needed) to centre the requested step, e.g. for the Alerts' 'Take action'. Inside ReactFlow. */
export function CenterOnStep({ target }: { target: CenterRequest | null | undefined }) {
  const { getInternalNode, getZoom, setCenter } = useReactFlow();
  const store = useStoreApi();
  useEffect(() => {
    if (!target) return;
    const node = getInternalNode(target.nodeId);
    if (!node) return;
    const { x, y } = node.internals.positionAbsolute;
    const width = node.measured.width ?? NODE_WIDTH;
    const height = node.measured.height ?? NODE_HEIGHT;
    const zoom = Math.max(getZoom(), CENTER_ZOOM);
    // setCenter puts a point at the canvas's centre; a panel over the bottom moves the visible centre up.
    const shiftDown = (store.getState().height * (target.coveredBottom ?? 0)) / 2 / zoom;
    void setCenter(x + width / 2, y + height / 2 + shiftDown, { zoom, duration: prefersReducedMotion() ? 0 : CENTER_DURATION_MS });
  }, [target, getInternalNode, getZoom, setCenter, store]);
  return null;
}
