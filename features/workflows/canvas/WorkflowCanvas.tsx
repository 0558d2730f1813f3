import '@xyflow/react/dist/style.css';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Controls, ReactFlow, ReactFlowProvider, type Node } from '@xyflow/react';
import { endNodeTone, ErrorState, Spinner, theme, type NodeCardVariant } from '~/design-system';
import { layout, NODE_HEIGHT, NODE_WIDTH, PLUS_SIZE } from '../model/layout';
import type { Flow, Placement } from '../model/types';
import { CanvasActionsContext, type CanvasActions } from './canvasActions';
import { CanvasKeyboard, RovingProvider } from './CanvasKeyboard';
import { createRovingStore, type RovingItem } from './rovingFocus';
import { CenterOnStep, RevealSteps, type CenterRequest } from './CenterOnStep';
import { CanvasMiniMap } from './CanvasMiniMap';
import { PlusButtonLayer } from './PlusButtonLayer';
import { canvasElements, type StepNodeData } from './canvasElements';
import { nodeTypes } from './nodeTypes';
import { CanvasRoot, CanvasState } from './WorkflowCanvas.styles';
import { FIT_MIN_ZOOM, ZoomLevelProvider } from './zoomLevel';

export const CANVAS_ERROR_TEXT = 'Something went wrong..';
export const CANVAS_LOADING_LABEL = 'Loading workflow';

export interface WorkflowCanvasProps {
  flow: Flow | null | undefined;
  selectedNodeId?: string | null;
  onNodeClick?: (nodeId: string) => void;
  /** A plus button was pressed: open the Add Action menu for this place. */
  onAddAt?: (placement: Placement) => void;
  onConfigure?: (nodeId: string) => void;
  onReplace?: (nodeId: string) => void;
  onDelete?: (nodeId: string) => void;
  /** Templates: no plus buttons and no hover actions. */
  readOnly?: boolean;
  loading?: boolean;
  /** The flow failed to load. */
  error?: unknown;
  /** Accessible name of the canvas region. */
  label?: string;
  /** Brings a step into view (centred, zoomed in to its full card) each time a new request comes. */
  centerOn?: CenterRequest | null;
}

/**
 * Fit View shows the whole flow with its plus buttons (the last column's sit up to 57 flow units
 * right of and below the last cards: at most that many pixels at zoom 1 or less), clear of the
 * undo bar above and of the minimap and zoom controls below (150 + 15 pixels), and zooms out no
 * further than text stays readable: a flow too large for that shows its middle, and the minimap
 * and panning reach the rest.
 */
export const FIT_VIEW_OPTIONS = { padding: { top: '56px', left: '32px', right: '72px', bottom: '176px' }, minZoom: FIT_MIN_ZOOM, maxZoom: 1 } as const;
const NODE_SIZE = { width: NODE_WIDTH, height: NODE_HEIGHT };
const PRO_OPTIONS = { hideAttribution: false };
const noop = () => {};

const MINIMAP_COLORS: Partial<Record<NodeCardVariant, string>> = {
  start: theme.color.accent.solid,
  accept: theme.color[endNodeTone.accept].solid,
  reject: theme.color[endNodeTone.reject].solid,
  manualReview: theme.color[endNodeTone.manualReview].solid,
};

function minimapColor(node: Node): string {
  const variant = node.type === 'step' ? (node.data as StepNodeData).card.variant : null;
  return (variant && MINIMAP_COLORS[variant]) || theme.color.border.strong;
}

/**
 * The workflow canvas (document 2 section 2.4): the flow's columns of steps, pannable and
 * zoomable, with zoom and fit controls and a minimap. Nodes cannot be dragged; plus buttons
 * open the Add Action menu; a click highlights the step's path and dims the rest.
 */
export function WorkflowCanvas(props: WorkflowCanvasProps) {
  const { flow, selectedNodeId = null, readOnly = false, loading = false, error, label = 'Workflow canvas' } = props;

  // Handlers go through a ref so node data and the context value never change with them.
  const handlers = useRef(props);
  useLayoutEffect(() => {
    handlers.current = props;
  });
  const actions = useMemo<CanvasActions>(
    () => ({
      onNodeClick: (id) => (handlers.current.onNodeClick ?? noop)(id),
      onAddAt: (placement) => (handlers.current.onAddAt ?? noop)(placement),
      onConfigure: (id) => (handlers.current.onConfigure ?? noop)(id),
      onReplace: (id) => (handlers.current.onReplace ?? noop)(id),
      onDelete: (id) => (handlers.current.onDelete ?? noop)(id),
    }),
    [],
  );

  const laidOut = useMemo(() => (flow ? layout(flow) : null), [flow]);
  const [roving] = useState(createRovingStore);
  const positions = useMemo(() => new Map(laidOut?.nodes.map(({ id, x, y }) => [id, { x, y }])), [laidOut]);
  const elements = useMemo(() => (flow && laidOut ? canvasElements(flow, laidOut, selectedNodeId, readOnly) : null), [flow, laidOut, selectedNodeId, readOnly]);

  // The keyboard's items in reading order: the steps column by column, then the plus buttons.
  const rovingItems = useMemo<RovingItem[]>(
    () =>
      elements
        ? [
            ...elements.nodes.map(({ id, position }) => ({ id, x: position.x + NODE_WIDTH / 2, y: position.y + NODE_HEIGHT / 2 })),
            ...elements.plusButtons.map(({ id, x, y }) => ({ id, x: x + PLUS_SIZE / 2, y: y + PLUS_SIZE / 2 })),
          ]
        : [],
    [elements],
  );

  if (error) {
    return (
      <CanvasRoot>
        <CanvasState>
          <ErrorState title={CANVAS_ERROR_TEXT} size="sm" />
        </CanvasState>
      </CanvasRoot>
    );
  }
  if (loading || !elements) {
    return (
      <CanvasRoot>
        <CanvasState>
          <Spinner size="lg" label={CANVAS_LOADING_LABEL} />
        </CanvasState>
      </CanvasRoot>
    );
  }
  return (
    <CanvasRoot role="region" aria-label={label}>
      <CanvasActionsContext.Provider value={actions}>
        <RovingProvider value={roving}>
          <ReactFlowProvider>
            <ZoomLevelProvider>
              <ReactFlow
                nodes={elements.nodes}
                edges={elements.edges}
                nodeTypes={nodeTypes}
                fitView
                fitViewOptions={FIT_VIEW_OPTIONS}
                minZoom={0.1}
                maxZoom={2}
                nodesDraggable={false}
                nodesConnectable={false}
                nodesFocusable={false}
                edgesFocusable={false}
                elementsSelectable={false}
                deleteKeyCode={null}
                selectionKeyCode={null}
                multiSelectionKeyCode={null}
                panActivationKeyCode={null}
                proOptions={PRO_OPTIONS}
              >
                <Controls showInteractive={false} position="bottom-left" fitViewOptions={FIT_VIEW_OPTIONS} />
                <PlusButtonLayer buttons={elements.plusButtons} />
                <CanvasMiniMap nodeColor={minimapColor} nodeSize={NODE_SIZE} />
                <CenterOnStep target={props.centerOn} />
                <RevealSteps positions={positions} selectedNodeId={selectedNodeId} />
                <CanvasKeyboard store={roving} items={rovingItems} />
              </ReactFlow>
            </ZoomLevelProvider>
          </ReactFlowProvider>
        </RovingProvider>
      </CanvasActionsContext.Provider>
    </CanvasRoot>
  );
}
