// The page `bench/workflowCanvas.ts` renders and pans: `?mode=ours` renders the editor's
// WorkflowCanvas (design-system node cards, plus buttons, controls, minimap) for a generated flow
// of `columns` x `rows` services; `?mode=bare` renders a bare React Flow canvas with React Flow's
// default nodes at the same positions, with the same edges: the peer.
import '@xyflow/react/dist/style.css';
import { createRoot } from 'react-dom/client';
import { ReactFlow, type Edge, type Node } from '@xyflow/react';
import { ThemeProvider } from '../../design-system';
import { flowToCanvas, WorkflowCanvas } from '../../features/workflows';
import { generatedFlow } from '../../fixtures/generatedFlows';

declare global {
  interface Window {
    benchCanvasReady?: { mountMs: number; nodeCount: number };
  }
}

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'ours';
const columns = Number(params.get('columns') ?? 15);
const rows = Number(params.get('rows') ?? 20);

const start = performance.now();
const flow = generatedFlow(columns, rows);
const stepCount = flow.columns.reduce((n, column) => n + column.nodes.length, 0);

function BareCanvas() {
  const { nodes, edges } = flowToCanvas(flow);
  const bareNodes: Node[] = nodes
    .filter((node) => node.type === 'step')
    .map((node) => ({ id: node.id, position: node.position, data: { label: (node.data as { card: { name: string } }).card.name } }));
  const bareEdges: Edge[] = edges.map(({ id, source, target }) => ({ id, source, target }));
  return <ReactFlow nodes={bareNodes} edges={bareEdges} fitView fitViewOptions={{ padding: 0.15, maxZoom: 1 }} minZoom={0.1} />;
}

createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <div style={{ width: '100%', height: '100%' }}>{mode === 'bare' ? <BareCanvas /> : <WorkflowCanvas flow={flow} />}</div>
  </ThemeProvider>,
);

/** Ready once React Flow has measured every node and shown it, and a frame has been painted. */
function whenPainted() {
  const shown = [...document.querySelectorAll<HTMLElement>('.react-flow__node')].filter((n) => n.style.visibility !== 'hidden' && !n.classList.contains('react-flow__node-plus'));
  if (shown.length < stepCount || !document.querySelector('.react-flow__edge')) {
    requestAnimationFrame(whenPainted);
    return;
  }
  requestAnimationFrame(() => {
    window.benchCanvasReady = { mountMs: performance.now() - start, nodeCount: stepCount };
  });
}
requestAnimationFrame(whenPainted);
