import styled from 'styled-components';
import { Heading, KeyValue, StatusBadge, Text } from '~/design-system';
import { formatDuration } from '../model/format';
import type { ReferenceLabel } from '../model/comparisons';
import { NODE_STATE_LABELS, NODE_STATE_STATUS, conditionText, traceNodeState } from '../model/nodeState';
import { statusStyle } from '../model/transactionStatus';
import type { TransactionNodeTrace } from '../model/traceGraph';
import { ComparisonList } from './ComparisonList';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const none = (
  <Text variant="small" tone="muted">
    None
  </Text>
);

export interface NodeDetailsProps {
  node: TransactionNodeTrace;
  referenceLabel?: ReferenceLabel;
  /** The display name of the step's own input or output key; the key shows when there is none. */
  fieldLabel?: (nodeId: string, key: string, side: 'input' | 'output') => string | null;
}

/** The selected node: what happened, why, the inputs it used, its outputs and its condition's comparisons. */
export function NodeDetails({ node, referenceLabel, fieldLabel }: NodeDetailsProps) {
  const inputName = (key: string) => fieldLabel?.(node.nodeId, key, 'input') ?? key;
  const outputName = (key: string) => fieldLabel?.(node.nodeId, key, 'output') ?? key;
  const condition = conditionText(node.conditionResult);
  const state = traceNodeState(node);
  const comparisons = node.comparisons ?? [];
  return (
    <Panel aria-labelledby="trace-node-title">
      <Title>
        <Heading level={3} id="trace-node-title">
          {node.name}
        </Heading>
        <StatusBadge tone={statusStyle[NODE_STATE_STATUS[state]]} label={NODE_STATE_LABELS[state]} />
      </Title>
      <Facts>
        <Text variant="small" tone="muted">
          Node ID <Text as="code" variant="code">{node.nodeId}</Text>
        </Text>
        <Text variant="small" tone="muted">
          Took {formatDuration(node.durationMs)}
        </Text>
        {condition && <Text variant="small">{condition}</Text>}
        {node.reason && <Text variant="small">Reason: {node.reason}</Text>}
      </Facts>
      <Columns>
        <Block>
          <Heading level={4}>Inputs</Heading>
          <KeyValue data={node.inputs} formatKey={inputName} aria-label={`Inputs of ${node.name}`} emptyState={none} />
        </Block>
        <Block>
          <Heading level={4}>Outputs</Heading>
          <KeyValue data={node.outputs} formatKey={outputName} aria-label={`Outputs of ${node.name}`} emptyState={none} />
        </Block>
      </Columns>
      {(comparisons.length > 0 || condition) && (
        <Block>
          <Heading level={4}>Comparisons</Heading>
          {comparisons.length > 0 ? (
            <ComparisonList comparisons={comparisons} conditionResult={node.conditionResult} referenceLabel={referenceLabel} />
          ) : (
            <Text variant="small" tone="muted">
              This record has no comparison detail; the condition's result is shown above.
            </Text>
          )}
        </Block>
      )}
    </Panel>
  );
}
