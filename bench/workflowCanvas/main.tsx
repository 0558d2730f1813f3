// The page `bench/workflowCanvas.ts` renders and pans: `?mode=ours` renders the editor's
// WorkflowCanvas (design-system node cards, plus buttons, controls, minimap) for a generated flow
// of `columns` x `rows` services; `?mode=bare` renders a bare React Flow canvas with React Flow's
// default nodes of the cards' size at the same positions, with the same edges: the peer. Both are
// fitted with the same options in the same viewport, so they show the flow at the same zoom.
import '@xyflow/react/dist/style.css';
import { createRoot } from 'react-dom/client';
import { ReactFlow, type Edge, type Node } from '@xyflow/react';
import { NODE_HEIGHT, NODE_WIDTH } from '../../features/workflows/model/layout';
import { ThemeProvider } from '../../design-system';
import { FIT_VIEW_OPTIONS, flowToCanvas, WorkflowCanvas } from '../../features/workflows/canvas';
import { generatedFlow } from '../../fixtures/generatedFlows';

declare global {
  interface Window {
    benchCanvasReady?: { mountMs: number; nodeCount: number; zoom: number };
  }
}

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'ours';
const columns = Number(params.get('columns') ?? 15);
const rows = Number(params.get('rows') ?? 20);

const start = performance.now();
performance.mark('bench-canvas-start');
const flow = generatedFlow(columns, rows);
const stepCount = flow.columns.reduce((n, column) => n + column.nodes.length, 0);

const BARE_NODE_SIZE = { width: NODE_WIDTH, height: NODE_HEIGHT };

function BareCanvas() {
  const { nodes, edges } = flowToCanvas(flow);
  const bareNodes: Node[] = nodes
    .filter((node) => node.type === 'step')
    .map((node) => ({
      id: node.id,
      position: node.position,
      data: { label: (node.data as { card: { name: string } }).card.name },
      // Sized like the cards, so that fitting the view gives the same zoom as ours.
      style: BARE_NODE_SIZE,
    }));
  const bareEdges: Edge[] = edges.map(({ id, source, target }) => ({ id, source, target }));
  return <ReactFlow nodes={bareNodes} edges={bareEdges} fitView fitViewOptions={FIT_VIEW_OPTIONS} minZoom={0.1} />;
}

createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <div style={{ width: '100%', height: '100%' }}>{mode === 'bare' ? <BareCanvas /> : <WorkflowCanvas flow={flow} />}</div>
  </ThemeProvider>,
);

const zoomOf = () => Number(/scale\(([\d.]+)\)/.exec(document.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform ?? '')?.[1] ?? 1);

/**
 * Ready once React Flow has measured every node and shown it (ours: with its plus buttons), has
 * fitted the view (these flows are far larger than the viewport, so a fitted zoom is below 1), and
 * a frame has been painted.
 */
function whenPainted() {
  const shown = [...document.querySelectorAll<HTMLElement>('.react-flow__node')].filter((n) => n.style.visibility !== 'hidden');
  const plusShown = mode === 'bare' || document.querySelector('.vf-plus-button') !== null;
  if (shown.length < stepCount || !plusShown || !document.querySelector('.react-flow__edge') || zoomOf() >= 1) {
    requestAnimationFrame(whenPainted);
    return;
  }
  requestAnimationFrame(() => {
    performance.mark('bench-canvas-ready');
    window.benchCanvasReady = { mountMs: performance.now() - start, nodeCount: stepCount, zoom: zoomOf() };
  });
}
requestAnimationFrame(whenPainted);
