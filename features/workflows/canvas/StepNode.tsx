import { memo, useState } from 'react';
import { mergeProps, useFocusWithin, useHover, useKeyboard } from 'react-aria';
import { Handle, Position, useStore, type NodeProps, type ReactFlowState } from '@xyflow/react';
import { NodeCard, nodeCardActions } from '~/design-system';
import { useCanvasActions } from './canvasActions';
import type { StepFlowNode } from './canvasElements';
import { StepOverview } from './StepOverview';
import { StepNodeRoot } from './WorkflowCanvas.styles';

/** Below this zoom a card's text is too small to read: steps show as overviews (level of detail). */
export const OVERVIEW_ZOOM = 0.45;

/** Zoomed far out, or not yet fitted to the flow (large flows then never mount their full cards). */
const isZoomedOut = (state: ReactFlowState) => state.fitViewQueued || state.transform[2] < OVERVIEW_ZOOM;

/**
 * A step on the canvas: the design system's NodeCard with hidden connection points (an overview
 * when zoomed far out). Enter or a click opens it; the Delete key asks to delete it. Its hover
 * actions follow its kind (none when read-only) and are mounted only while the step is hovered
 * or holds focus, which keeps large flows light.
 */
function StepNodeView({ data }: NodeProps<StepFlowNode>) {
  const actions = useCanvasActions();
  const zoomedOut = useStore(isZoomedOut);
  const { nodeId, card, readOnly } = data;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { hoverProps } = useHover({ onHoverChange: setHovered });
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocused });
  const offered = readOnly ? [] : nodeCardActions(card.variant);
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if ((event.key === 'Delete' || event.key === 'Backspace') && offered.includes('delete')) actions.onDelete(nodeId);
      else event.continuePropagation();
    },
  });
  const open = () => actions.onNodeClick(nodeId);
  return (
    <StepNodeRoot {...mergeProps(keyboardProps, hoverProps, focusWithinProps)} data-step-id={nodeId}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      {zoomedOut ? (
        <StepOverview card={card} isDimmed={data.isDimmed} isHighlighted={data.isHighlighted} onPress={open} />
      ) : (
        <NodeCard
          variant={card.variant}
          name={card.name}
          description={card.description}
          status={card.status}
          tagColor={card.tagColor}
          isIncomplete={card.isIncomplete}
          awaitCount={card.awaitCount}
          isAsync={card.isAsync}
          isDimmed={data.isDimmed}
          isHighlighted={data.isHighlighted}
          onPress={open}
          actions={hovered || focused ? offered : []}
          onConfigure={() => actions.onConfigure(nodeId)}
          onReplace={() => actions.onReplace(nodeId)}
          onDelete={() => actions.onDelete(nodeId)}
        />
      )}
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </StepNodeRoot>
  );
}

export const StepNode = memo(StepNodeView);
