import { createContext, memo, useContext } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import styled from 'styled-components';
import { NodeCard, StatusBadge } from '~/design-system';
import { NODE_STATE_LABELS, NODE_STATE_STATUS } from '../model/nodeState';
import { statusStyle } from '../model/transactionStatus';
import type { TraceGraphNode } from '../model/traceGraph';

/** Lets the memoised node cards select a node without new props on every render. */
export const TraceSelectContext = createContext<(nodeId: string) => void>(() => undefined);

const Wrapper = styled.div`
  position: relative;
  width: ${({ theme }) => theme.sizes.nodeWidth};

  &[data-state='SKIPPED'] > [data-variant],
  &[data-state='NOT_MET'] > [data-variant],
  &[data-state='NOT_REACHED'] > [data-variant] {
    opacity: 0.55;
  }

  &[data-selected] > [data-variant] {
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.border.focus};
  }
`;

const Marks = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  margin-top: ${({ theme }) => theme.space[1.5]};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const HiddenHandle = styled(Handle)`
  visibility: hidden;
`;

/** A node of the trace canvas: the workflow's node card and what happened to it in this run. */
export const TraceNodeCard = memo(function TraceNodeCard({ data }: NodeProps<TraceGraphNode>) {
  const select = useContext(TraceSelectContext);
  const label = NODE_STATE_LABELS[data.state];
  return (
    <Wrapper data-state={data.state} data-selected={data.isSelected || undefined}>
      <HiddenHandle type="target" position={Position.Left} isConnectable={false} />
      <NodeCard
        variant={data.variant}
        name={data.name}
        description={data.description ?? undefined}
        tagColor={data.tagColor ?? undefined}
        awaitCount={data.awaitCount}
        isHighlighted={data.isDeciding}
        onPress={() => select(data.nodeId)}
        pressLabel={`${data.name}: ${label}${data.isDeciding ? ', decided the outcome' : ''}${data.state === 'RAN' && data.conditionResult === false ? ', condition false' : ''}`}
        actions={[]}
      />
      <Marks aria-hidden>
        <StatusBadge tone={statusStyle[NODE_STATE_STATUS[data.state]]} label={label} size="sm" />
        {data.isDeciding && <StatusBadge tone={statusStyle.DONE} label="Decided the outcome" size="sm" hideDot />}
        {data.state === 'RAN' && data.conditionResult === false && <StatusBadge tone={statusStyle.UNKNOWN} label="Condition false" size="sm" hideDot />}
      </Marks>
      <HiddenHandle type="source" position={Position.Right} isConnectable={false} />
    </Wrapper>
  );
});
