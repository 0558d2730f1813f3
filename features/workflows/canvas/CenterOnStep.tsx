import { useEffect, useRef } from 'react';
import { useReactFlow } from '@xyflow/react';
import { boxOf, useViewportMoves } from './viewportMoves';

/** A request to bring a step into view; a new `request` number repeats it for the same step. */
export interface CenterRequest {
  nodeId: string;
  request: number;
}

/** Centring zooms in at least this far, so that the step shows as its full card. */
export const CENTER_ZOOM = 1;

/** Pans (and zooms in if needed) to centre the requested step, e.g. for the Alerts' 'Take action'. Inside ReactFlow. */
export function CenterOnStep({ target }: { target: CenterRequest | null | undefined }) {
  const { getInternalNode } = useReactFlow();
  const moves = useViewportMoves();
  useEffect(() => {
    if (!target) return;
    const node = getInternalNode(target.nodeId);
    if (node) moves.centre(boxOf(node.internals.positionAbsolute, node.measured), CENTER_ZOOM);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new request, not a new render, moves the view
  }, [target, getInternalNode]);
  return null;
}

export interface RevealStepsProps {
  /** Every step's top-left corner, as laid out. */
  positions: ReadonlyMap<string, { x: number; y: number }>;
  selectedNodeId: string | null;
}

/**
 * Keeps the canvas's place: a step that was just added, or just selected (its panel may have taken
 * the canvas's lower part), is brought into view when it is not. Inside ReactFlow.
 */
export function RevealSteps({ positions, selectedNodeId }: RevealStepsProps) {
  const moves = useViewportMoves();
  const known = useRef<ReadonlyMap<string, unknown> | null>(null);
  useEffect(() => {
    const before = known.current;
    known.current = positions;
    if (!before) return;
    for (const [id, position] of positions) {
      if (!before.has(id)) {
        moves.reveal(boxOf(position));
        return;
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new set of steps reveals
  }, [positions]);
  useEffect(() => {
    const position = selectedNodeId ? positions.get(selectedNodeId) : undefined;
    if (position) moves.reveal(boxOf(position));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new selection reveals
  }, [selectedNodeId]);
  return null;
}
