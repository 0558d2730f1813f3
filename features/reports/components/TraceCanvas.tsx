import { ReactFlow, Background, Controls, type NodeTypes } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import styled from 'styled-components';
import type { TraceGraph } from '../model/traceGraph';
import { TraceNodeCard, TraceSelectContext } from './TraceNodeCard';

const nodeTypes: NodeTypes = { trace: TraceNodeCard };
const fitViewOptions = { padding: 0.15, maxZoom: 1 };
const proOptions = { hideAttribution: true };

const Surface = styled.div`
  position: relative;
  height: 420px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;

  .react-flow {
    --xy-background-color: ${({ theme }) => theme.color.bg.canvas};
    --xy-background-pattern-color: ${({ theme }) => theme.color.border.strong};
    --xy-edge-stroke: ${({ theme }) => theme.color.border.strong};
    --xy-edge-stroke-width: 1.5;
    --xy-controls-button-background-color: ${({ theme }) => theme.color.bg.surface};
    --xy-controls-button-background-color-hover: ${({ theme }) => theme.color.bg.muted};
    --xy-controls-button-color: ${({ theme }) => theme.color.fg.default};
    --xy-controls-button-color-hover: ${({ theme }) => theme.color.fg.default};
    --xy-controls-button-border-color: ${({ theme }) => theme.color.border.default};
    --xy-controls-box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  .react-flow__node {
    cursor: default;
  }

  .vf-trace-edge-taken .react-flow__edge-path {
    stroke: ${({ theme }) => theme.color.accent.solid};
    stroke-width: 2;
  }

  .vf-trace-edge-idle .react-flow__edge-path {
    stroke-dasharray: 5 5;
  }
`;

export interface TraceCanvasProps {
  graph: TraceGraph;
  onSelectNode: (nodeId: string) => void;
}

/**
 * The run drawn on the workflow's canvas (React Flow): nodes cannot be dragged or connected; the
 * view fits the flow (again when the flow's layout replaces the trace's own), with zoom in, zoom out
 * and fit-view controls. Pressing a node selects it.
 */
export function TraceCanvas({ graph, onSelectNode }: TraceCanvasProps) {
  return (
    <TraceSelectContext.Provider value={onSelectNode}>
      <Surface role="region" aria-label="Trace canvas">
        <ReactFlow
          key={graph.nodes.map((node) => node.id).join(' ')}
          nodes={graph.nodes}
          edges={graph.edges}
          nodeTypes={nodeTypes}
          onNodeClick={(_, node) => onSelectNode(node.id)}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          fitView
          fitViewOptions={fitViewOptions}
          minZoom={0.3}
          maxZoom={1.5}
          proOptions={proOptions}
          preventScrolling={false}
        >
          <Background gap={16} size={1} />
          <Controls showInteractive={false} fitViewOptions={fitViewOptions} aria-label="Canvas zoom" />
        </ReactFlow>
      </Surface>
    </TraceSelectContext.Provider>
  );
}
