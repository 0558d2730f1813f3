import { memo } from 'react';
import type { NodeProps } from '@xyflow/react';
import { PlusButton } from '~/design-system';
import { useCanvasActions } from './canvasActions';
import type { PlusFlowNode } from './canvasElements';

/** A plus button on the canvas: opens the Add Action menu for its place. */
function PlusNodeView({ data }: NodeProps<PlusFlowNode>) {
  const { onAddAt } = useCanvasActions();
  return <PlusButton label={data.label} onPress={() => onAddAt(data.placement)} />;
}

export const PlusNode = memo(PlusNodeView);
