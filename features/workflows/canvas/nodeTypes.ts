import type { NodeTypes } from '@xyflow/react';
import { StepNode } from './StepNode';

/** Declared once at module scope, so React Flow never sees a new set of node types. */
export const nodeTypes: NodeTypes = { step: StepNode };
