import { ListBox, ListBoxItem, type Key, type Selection } from 'react-aria-components';
import styled from 'styled-components';
import { StatusBadge, Text } from '~/design-system';
import { formatDuration } from '../model/format';
import { NODE_STATE_LABELS, NODE_STATE_STATUS, traceNodeState } from '../model/nodeState';
import { statusStyle } from '../model/transactionStatus';
import type { TransactionNodeTrace } from '../model/traceGraph';

const List = styled(ListBox<TransactionNodeTrace>)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  outline: none;
`;

const Item = styled(ListBoxItem<TransactionNodeTrace>)`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space[6]} minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.color.fg.default};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bg.muted};
  }
  &[data-selected] {
    border-color: ${({ theme }) => theme.color.accent.border};
    background: ${({ theme }) => theme.color.accent.subtle};
  }
  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

const Step = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  & > * {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export interface TraceNodeListProps {
  nodes: readonly TransactionNodeTrace[];
  selectedNodeId: string | null;
  onSelect: (nodeId: string) => void;
}

/** The nodes in the order they ran, each with its status, all of them shown (the page scrolls); arrow keys move the selection. */
export function TraceNodeList({ nodes, selectedNodeId, onSelect }: TraceNodeListProps) {
  const change = (keys: Selection) => {
    if (keys === 'all') return;
    const [first] = [...keys];
    if (first !== undefined) onSelect(String(first));
  };
  return (
    <List
      aria-label="Nodes in execution order"
      items={nodes}
      selectionMode="single"
      selectionBehavior="replace"
      disallowEmptySelection
      selectedKeys={selectedNodeId ? [selectedNodeId] : []}
      onSelectionChange={change}
    >
      {(node) => (
        <Item id={node.nodeId as Key} textValue={node.name}>
          <Step aria-hidden>{nodes.indexOf(node) + 1}</Step>
          <Name>
            <Text as="span" weight="medium">{node.name}</Text>
            <Text as="span" variant="small" tone="muted">
              {formatDuration(node.durationMs)}
            </Text>
          </Name>
          <StatusBadge tone={statusStyle[NODE_STATE_STATUS[traceNodeState(node)]]} label={NODE_STATE_LABELS[traceNodeState(node)]} size="sm" />
        </Item>
      )}
    </List>
  );
}
