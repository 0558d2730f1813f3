import { useState, type Dispatch } from 'react';
import { toast } from '~/design-system';
import type { AddAction } from '../components/AddActionMenu';
import type { EndStateKind } from '../components/EndStateChooser';
import type { TagValues } from '../components/TagModal';
import { addStep } from '../model/addStep';
import { configureService } from '../model/configureService';
import { deleteStep } from '../model/deleteStep';
import { isEnd, isService, isStart } from '../model/kinds';
import { findNode } from '../model/queries';
import { replaceStep } from '../model/replaceStep';
import { FlowError, type Flow, type FlowNodeInput, type Placement, type Step } from '../model/types';
import type { EditorEvent } from './editorState';
import type { StepDialog, StepTarget } from './stepDialog';
import { serviceStep } from './stepSources';

export const NODE_DELETED = 'Node successfully deleted';

/** Where the Add Action menu opens: the focused plus button, or the node being replaced. */
function anchorFor(canvas: HTMLElement | null, nodeId?: string): Element | null {
  if (nodeId) {
    const node = canvas?.querySelector(`.react-flow__node[data-id="${CSS.escape(nodeId)}"]`);
    if (node) return node;
  }
  const active = document.activeElement;
  return active && canvas?.contains(active) ? active : canvas;
}

/**
 * The canvas's step operations (document 2 sections 2.6 and 4.3): which menu, modal or panel is
 * open, and the model operation each one ends in. Refused operations show the model's message.
 */
export function useStepEditing(flow: Flow, dispatch: Dispatch<EditorEvent>, canvasRef: { current: HTMLElement | null }) {
  const [dialog, setDialog] = useState<StepDialog>(null);
  const close = () => setDialog(null);

  const apply = (operation: () => Flow) => {
    try {
      dispatch({ type: 'change', flow: operation() });
      return true;
    } catch (error) {
      if (!(error instanceof FlowError)) throw error;
      toast.error(error.message);
      return false;
    }
  };

  const placeStep = (step: Step, target: StepTarget) => {
    close();
    apply(() => ('replaceId' in target ? replaceStep(flow, target.replaceId, step).flow : addStep(flow, step, target.placement).flow));
  };

  const placeFromDialog = (step: Step) => {
    if (dialog && 'target' in dialog) placeStep(step, dialog.target);
  };

  const openMenu = (target: StepTarget) => {
    const anchor = anchorFor(canvasRef.current, 'replaceId' in target ? target.replaceId : undefined);
    if (anchor) setDialog({ kind: 'menu', target, anchor });
  };

  return {
    dialog,
    close,
    onAddAt: (placement: Placement) => openMenu({ placement }),
    onChoose: (action: AddAction) => {
      if (dialog?.kind !== 'menu') return;
      if (action.kind === 'service') placeStep(serviceStep(action.service), dialog.target);
      else setDialog({ kind: action.kind, target: dialog.target });
    },
    onAwait: (values: string[]) => placeFromDialog({ kind: 'await', values }),
    onTag: ({ name, color }: TagValues) => placeFromDialog({ kind: 'tag', name, color }),
    onEndState: (outcome: EndStateKind) => placeFromDialog({ kind: 'end', outcome }),
    onReplace: (nodeId: string) => {
      const node = findNode(flow, nodeId)?.node;
      if (!node) return;
      if (isEnd(node)) setDialog({ kind: 'end', target: { replaceId: nodeId } });
      else if (isService(node) || node.kind === 'tag') setDialog({ kind: 'confirmReplace', nodeId });
      else openMenu({ replaceId: nodeId });
    },
    onConfirmReplace: () => {
      if (dialog?.kind === 'confirmReplace') openMenu({ replaceId: dialog.nodeId });
    },
    onDelete: (nodeId: string) => setDialog({ kind: 'delete', nodeId }),
    onConfirmDelete: () => {
      if (dialog?.kind !== 'delete') return;
      const { nodeId } = dialog;
      close();
      if (apply(() => deleteStep(flow, nodeId))) toast.success(NODE_DELETED, { durationMs: 1000 });
    },
    onConfigure: (nodeId: string) => setDialog({ kind: 'configure', nodeId }),
    onSaveConfiguration: (inputs: FlowNodeInput[]) => {
      if (dialog?.kind !== 'configure') return;
      const { nodeId } = dialog;
      close();
      apply(() => configureService(flow, nodeId, inputs));
    },
    onNodeClick: (nodeId: string) => {
      const node = findNode(flow, nodeId)?.node;
      if (node && isStart(node)) setDialog({ kind: 'input' });
      dispatch({ type: 'select', nodeId });
    },
  };
}

export type StepEditing = ReturnType<typeof useStepEditing>;
