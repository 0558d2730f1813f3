import { memo, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { NodeCard, nodeCardActions } from '~/design-system';
import { useCanvasActions, type CanvasActions } from './canvasActions';
import type { StepFlowNode, StepNodeData } from './canvasElements';
import { StepOverview } from './StepOverview';
import { useIsZoomedOut } from './zoomLevel';

export { OVERVIEW_ZOOM } from './zoomLevel';

const offeredActions = (data: StepNodeData) => (data.readOnly ? [] : nodeCardActions(data.card.variant));

/** The Delete key asks to delete the step, when its kind may be deleted. */
function deleteKeyHandler(data: StepNodeData, actions: CanvasActions) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && offeredActions(data).includes('delete')) {
      event.stopPropagation();
      actions.onDelete(data.nodeId);
    }
  };
}

const connectionPoints = {
  target: <Handle type="target" position={Position.Left} isConnectable={false} />,
  source: <Handle type="source" position={Position.Right} isConnectable={false} />,
};

/** Zoomed far out: the overview, without hover actions (none show at that size). */
function StepOverviewNode({ data, actions }: { data: StepNodeData; actions: CanvasActions }) {
  return (
    <>
      {connectionPoints.target}
      <StepOverview
        card={data.card}
        isDimmed={data.isDimmed}
        isHighlighted={data.isHighlighted}
        onPress={() => actions.onNodeClick(data.nodeId)}
        stepId={data.nodeId}
        onKeyDown={deleteKeyHandler(data, actions)}
      />
      {connectionPoints.source}
    </>
  );
}

/** The full card, whose hover actions are mounted only while it is hovered or holds focus. */
function StepCardNode({ data, actions }: { data: StepNodeData; actions: CanvasActions }) {
  const { nodeId, card } = data;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Touch has no hover: a tap focuses the step, which shows its actions.
  const onPointerEnter = (event: PointerEvent) => event.pointerType !== 'touch' && setHovered(true);
  const onPointerLeave = (event: PointerEvent) => event.pointerType !== 'touch' && setHovered(false);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  return (
    // Not interactive itself: it hears focus and the Delete key bubbling up from the card's button and actions.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="vf-step-node"
      data-step-id={nodeId}
      onKeyDown={deleteKeyHandler(data, actions)}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {connectionPoints.target}
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
        onPress={() => actions.onNodeClick(nodeId)}
        actions={hovered || focused ? offeredActions(data) : []}
        onConfigure={() => actions.onConfigure(nodeId)}
        onReplace={() => actions.onReplace(nodeId)}
        onDelete={() => actions.onDelete(nodeId)}
      />
      {connectionPoints.source}
    </div>
  );
}

/**
 * A step on the canvas: the design system's NodeCard with hidden connection points, or an overview
 * when zoomed far out. Enter or a click opens it; the Delete key asks to delete it. Large flows
 * render hundreds of steps, so hover, focus and keys are plain DOM handlers rather than hooks that
 * each set up listeners, and only the full card keeps hover state.
 */
function StepNodeView({ data }: NodeProps<StepFlowNode>) {
  const actions = useCanvasActions();
  return useIsZoomedOut() ? <StepOverviewNode data={data} actions={actions} /> : <StepCardNode data={data} actions={actions} />;
}

export const StepNode = memo(StepNodeView);
