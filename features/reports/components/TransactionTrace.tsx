import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Text } from '~/design-system';
import type { Transaction } from '../api';
import { initialNodeId, traceGraph } from '../model/traceGraph';
import { namedNodes, traceLabels } from '../model/traceLabels';
import { NodeDetails } from './NodeDetails';
import { TraceCanvas } from './TraceCanvas';
import { TraceNodeList } from './TraceNodeList';
import { useTransactionFlow } from './useTransactionFlow';

const TraceLayout = styled.div<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: ${({ $compact }) => ($compact ? 'minmax(0, 1fr)' : '18rem minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const SideList = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export interface TransactionTraceProps {
  transaction: Transaction;
  /**
   * Without the canvas, the node list above the chosen node's details: for a narrow column such
   * as the editor's Tryout panel. The Usage Logs' transaction page shows the canvas beside them.
   */
  compact?: boolean;
}

/** A transaction's per-node trace as the Usage Logs draw it: the nodes in the order they ran, and what happened at the chosen one. */
export function TransactionTrace({ transaction, compact = false }: TransactionTraceProps) {
  const flow = useTransactionFlow(transaction);
  const labels = useMemo(() => traceLabels(flow), [flow]);
  const nodes = useMemo(() => namedNodes(transaction.nodes, labels), [transaction, labels]);
  const [chosen, setChosen] = useState<string | null>(null);
  const selectedId = chosen ?? initialNodeId(transaction.outcome, nodes);
  const graph = useMemo(() => traceGraph(nodes, { flow, outcome: transaction.outcome, selectedNodeId: selectedId }), [nodes, transaction.outcome, flow, selectedId]);
  const selected = nodes.find((node) => node.nodeId === selectedId);
  if (nodes.length === 0) {
    return <Text tone="muted">No node ran in this transaction.</Text>;
  }
  return (
    <>
      {!compact && <TraceCanvas graph={graph} onSelectNode={setChosen} />}
      <TraceLayout $compact={compact}>
        <SideList>
          <TraceNodeList nodes={nodes} selectedNodeId={selectedId} onSelect={setChosen} />
        </SideList>
        {selected ? (
          <NodeDetails node={selected} referenceLabel={labels.reference} fieldLabel={labels.field} />
        ) : (
          <Text tone="muted">{selectedId ? 'The run did not reach this node.' : 'Select a node to see what happened at it.'}</Text>
        )}
      </TraceLayout>
    </>
  );
}
