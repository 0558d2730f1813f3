import { useState, type Dispatch } from 'react';
import { toast } from '~/design-system';
import type { AddAction, OfferedCapability } from './panels/AddActionMenu';
import { useFetchCapability } from '../api/capabilities';
import { insertCapability } from '../model/insertCapability';
import type { EndStateKind } from './panels/EndStateChooser';
import type { TagValues } from './panels/TagModal';
import { configureService } from '../model/configureService';
import { deleteStep } from '../model/deleteStep';
import { editTag } from '../model/editTag';
import { isEnd, isService, isStart } from '../model/kinds';
import { placeStep as addStepAt } from '../model/placeStep';
import { findNode } from '../model/queries';
import { replaceStep } from '../model/replaceStep';
import { FlowError, type Flow, type FlowNodeInput, type Placement, type Step } from '../model/types';
import type { EditorEvent } from './editorState';
import type { StepDialog, StepTarget } from './stepDialog';
import { serviceStep, stepName } from './stepSources';

export const NODE_DELETED = 'Node successfully deleted';
export const CAPABILITY_LOAD_FAILED = 'Some error occurred. Please try after some time.';
export const CONDITION_NODE_DELETED = 'Condition Node successfully deleted';
export const BRANCH_NODE_DELETED = 'Branch Node successfully deleted';
/** What saving a step's Configure panel did (issue 15; the specification gives no text). */
export const inputsSavedMessage = (name: string) => `Inputs saved for ${name}`;

/** The deletion toast of section 4.3: a tag is a condition node, a step under a tag's branch a branch node. */
function deletedMessage(flow: Flow, nodeId: string): string {
  const found = findNode(flow, nodeId);
  if (found?.node.kind === 'tag') return CONDITION_NODE_DELETED;
  return flow.columns[found?.column ?? -1]?.metadata?.kind === 'branch' ? BRANCH_NODE_DELETED : NODE_DELETED;
}

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
  const fetchCapability = useFetchCapability();
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
    apply(() => {
      if (!('replaceId' in target)) return addStepAt(flow, step, target.placement).flow;
      // A tag chosen in place of a tag is the Edit Tag of section 2.6: same id, branches kept.
      const replaced = findNode(flow, target.replaceId)?.node;
      if (step.kind === 'tag' && replaced?.kind === 'tag') return editTag(flow, target.replaceId, { name: step.name, color: step.color ?? 'gray' });
      return replaceStep(flow, target.replaceId, step).flow;
    });
  };

  /** A capability goes in as an await for its inputs, then its columns (section 4.3). */
  const placeCapability = async (offered: OfferedCapability, target: StepTarget) => {
    close();
    if (!('placement' in target)) return;
    try {
      const capability = await fetchCapability(offered.id);
      apply(() => insertCapability(flow, { id: capability.id, name: capability.name, inputKeys: capability.input.map((input) => input.key), object: capability.object }, target.placement).flow);
    } catch {
      toast.error(CAPABILITY_LOAD_FAILED);
    }
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
      else if (action.kind === 'capability') void placeCapability(action.capability, dialog.target);
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
      const message = deletedMessage(flow, nodeId);
      if (apply(() => deleteStep(flow, nodeId))) toast.success(message, { durationMs: 1000 });
    },
    onConfigure: (nodeId: string) => setDialog({ kind: 'configure', nodeId }),
    onSaveConfiguration: (inputs: FlowNodeInput[]) => {
      if (dialog?.kind !== 'configure') return;
      const { nodeId } = dialog;
      close();
      const node = findNode(flow, nodeId)?.node;
      if (apply(() => configureService(flow, nodeId, inputs)) && node) toast.success(inputsSavedMessage(stepName(node)), { durationMs: 2000 });
    },
    onNodeClick: (nodeId: string) => {
      const node = findNode(flow, nodeId)?.node;
      if (node && isStart(node)) setDialog({ kind: 'input' });
      dispatch({ type: 'select', nodeId });
    },
  };
}

export type StepEditing = ReturnType<typeof useStepEditing>;
