import { memo, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { NodeCard, NodeCardActions, nodeCardActions } from '~/design-system';
import { useIsTabStop } from './CanvasKeyboard';
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

/**
 * A step's frame: hears hover, focus and the Delete key for its card or overview, and tells it
 * whether to show its actions (mounted only while hovered or holding focus: a canvas holds hundreds).
 */
function StepFrame({ data, actions, children }: { data: StepNodeData; actions: CanvasActions; children: (showActions: boolean) => ReactNode }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Touch has no hover: a tap focuses the step, which shows its actions.
  const onPointerEnter = (event: PointerEvent) => event.pointerType !== 'touch' && setHovered(true);
  const onPointerLeave = (event: PointerEvent) => event.pointerType !== 'touch' && setHovered(false);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  return (
    // Not interactive itself: it hears focus and the Delete key bubbling up from the step's buttons.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="vf-step-node"
      data-step-id={data.nodeId}
      onKeyDown={deleteKeyHandler(data, actions)}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {connectionPoints.target}
      {children(hovered || focused)}
      {connectionPoints.source}
    </div>
  );
}

/** Zoomed far out: the overview, with the same actions as the card while hovered or focused. */
function StepOverviewNode({ data, actions, isTabStop }: { data: StepNodeData; actions: CanvasActions; isTabStop: boolean }) {
  const { nodeId, card } = data;
  return (
    <StepFrame data={data} actions={actions}>
      {(showActions) => (
        <>
          <StepOverview card={card} isDimmed={data.isDimmed} isHighlighted={data.isHighlighted} onPress={() => actions.onNodeClick(nodeId)} tabIndex={isTabStop ? 0 : -1} />
          {showActions && (
            <NodeCardActions
              nodeName={card.name}
              actions={offeredActions(data)}
              onConfigure={() => actions.onConfigure(nodeId)}
              onReplace={() => actions.onReplace(nodeId)}
              onDelete={() => actions.onDelete(nodeId)}
              isVisible
            />
          )}
        </>
      )}
    </StepFrame>
  );
}

/** The full card, whose hover actions are mounted only while it is hovered or holds focus. */
function StepCardNode({ data, actions, isTabStop }: { data: StepNodeData; actions: CanvasActions; isTabStop: boolean }) {
  const { nodeId, card } = data;
  return (
    <StepFrame data={data} actions={actions}>
      {(showActions) => (
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
          isTabStop={isTabStop}
          onPress={() => actions.onNodeClick(nodeId)}
          actions={showActions ? offeredActions(data) : []}
          onConfigure={() => actions.onConfigure(nodeId)}
          onReplace={() => actions.onReplace(nodeId)}
          onDelete={() => actions.onDelete(nodeId)}
        />
      )}
    </StepFrame>
  );
}

/**
 * A step on the canvas: the design system's NodeCard with hidden connection points, or an overview
 * when zoomed far out. Enter or a click opens it; Tab from it reaches its actions; the Delete key
 * asks to delete it. Only one step (or plus button) of the canvas is in the Tab order at a time
 * (`CanvasKeyboard`). Large flows render hundreds of steps, so hover, focus and keys are plain DOM
 * handlers rather than hooks that each set up listeners.
 */
function StepNodeView({ data }: NodeProps<StepFlowNode>) {
  const actions = useCanvasActions();
  const isTabStop = useIsTabStop(data.nodeId);
  return useIsZoomedOut() ? <StepOverviewNode data={data} actions={actions} isTabStop={isTabStop} /> : <StepCardNode data={data} actions={actions} isTabStop={isTabStop} />;
}

export const StepNode = memo(StepNodeView);
