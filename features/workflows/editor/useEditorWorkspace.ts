import { useCallback, useReducer, useRef, useState } from 'react';
import type { CenterRequest } from '../canvas';
import type { Flow } from '../model/types';
import { editorReducer, flowOf, initialEditorState, isDirty } from './editorState';
import { useNodePanel } from './NodePanels';
import { useUnsavedChangesPrompt } from './panels/LeavePrompt';
import { useFlowAlerts } from './useFlowAlerts';
import { useStepEditing } from './useStepEditing';
import { useUndoShortcuts } from './useUndoShortcuts';

export interface EditorWorkspaceInput {
  flow: Flow;
  name: string;
  workflowId: string | null;
  /** The saved workflow's async execution flag (section 3.1; false for a new workflow). */
  isAsyncExecution?: boolean;
  /** A template: no editing, no undo, no unsaved changes. */
  readOnly?: boolean;
}

/**
 * The state of one loaded flow in the editor: its history (undo and redo, with their shortcuts), the
 * step being edited, the open panel, the unsaved-changes prompt and the alerts. The workflow editor
 * and the capability builder each call it and hand the result to `EditorWorkspace` with their own
 * header around it.
 */
export function useEditorWorkspace({ flow: loadedFlow, name, workflowId, isAsyncExecution = false, readOnly = false }: EditorWorkspaceInput) {
  const [state, dispatch] = useReducer(editorReducer, null, () => initialEditorState(loadedFlow, name, workflowId, isAsyncExecution));
  const flow = flowOf(state);
  const dirty = isDirty(state) && !readOnly;
  const canvasRef = useRef<HTMLDivElement>(null);
  const editing = useStepEditing(flow, dispatch, canvasRef);
  const nodePanel = useNodePanel();
  const leavePrompt = useUnsavedChangesPrompt(dirty);
  const [centerOn, setCenterOn] = useState<CenterRequest | null>(null);
  const onUndo = useCallback(() => dispatch({ type: 'undo' }), []);
  const onRedo = useCallback(() => dispatch({ type: 'redo' }), []);
  useUndoShortcuts(!readOnly, onUndo, onRedo);
  // Also loads the operators and lists that the step panels offer, before a panel opens.
  const alerts = useFlowAlerts(flow);

  return {
    state,
    dispatch,
    flow,
    name: state.name,
    isDirty: dirty,
    readOnly,
    alerts,
    canvasRef,
    editing,
    nodePanel,
    leavePrompt,
    centerOn,
    setCenterOn,
    onUndo,
    onRedo,
    rename: (next: string) => dispatch({ type: 'rename', name: next }),
    /** A save stored the flow under this id and name: the unsaved changes are cleared. */
    saved: (id: string, savedName: string) => dispatch({ type: 'saved', workflowId: id, name: savedName }),
  };
}

export type EditorWorkspaceModel = ReturnType<typeof useEditorWorkspace>;

/** What a header of its own (the capability builder's, document 2 section 2.13) reads and does. */
export type WorkspaceHeaderContext = Pick<EditorWorkspaceModel, 'flow' | 'name' | 'isDirty' | 'rename' | 'saved' | 'readOnly'>;
