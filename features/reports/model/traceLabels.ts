import { flowLabels } from '~/features/workflows/model';
import type { ReferenceLabel } from './comparisons';
import type { Flow, TransactionNodeTrace } from './traceGraph';

/** How a transaction's trace names its steps, references and input keys: by the flow it ran on. */
export interface TraceLabels {
  step: (nodeId: string) => string | null;
  reference: ReferenceLabel;
  input: (key: string) => string | null;
  /** A step's own input or output key by its display name. */
  field: (nodeId: string, key: string, side: 'input' | 'output') => string | null;
}

const none = () => null;

/** The labels of the flow a transaction ran on; without the flow (still loading, or unreadable) ids and keys stay as stored. */
export function traceLabels(flow: Flow | null | undefined): TraceLabels {
  if (!flow) return { step: none, reference: none, input: none, field: none };
  const labels = flowLabels(flow);
  return { step: labels.step, reference: labels.reference, input: labels.input, field: labels.field };
}

/** The trace's nodes named as the flow's canvas names its steps. */
export function namedNodes(nodes: readonly TransactionNodeTrace[], labels: TraceLabels): TransactionNodeTrace[] {
  return nodes.map((node) => {
    const name = labels.step(node.nodeId);
    return name && name !== node.name ? { ...node, name } : node;
  });
}
