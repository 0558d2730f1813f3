import { canRedo, canUndo, createHistory, record, redo, undo, type History } from '../model/history';
import type { Flow } from '../model/types';

/** The editor's working copy: the flow with its undo history, the name, and what was last saved. */
export interface EditorState {
  history: History<Flow>;
  name: string;
  workflowId: string | null;
  savedFlow: Flow;
  savedName: string;
  selectedNodeId: string | null;
  /** The workflow's async execution flag (section 3.1) and its value when last loaded or saved. */
  isAsyncExecution: boolean;
  savedIsAsyncExecution: boolean;
}

export type EditorEvent =
  | { type: 'change'; flow: Flow }
  | { type: 'rename'; name: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; nodeId: string | null }
  | { type: 'setAsyncExecution'; isAsyncExecution: boolean }
  | { type: 'saved'; workflowId: string; name: string };

export function initialEditorState(flow: Flow, name: string, workflowId: string | null, isAsyncExecution = false): EditorState {
  return { history: createHistory(flow), name, workflowId, savedFlow: flow, savedName: name, selectedNodeId: null, isAsyncExecution, savedIsAsyncExecution: isAsyncExecution };
}

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'change':
      return { ...state, history: record(state.history, event.flow) };
    case 'rename':
      return { ...state, name: event.name };
    case 'undo':
      return { ...state, history: undo(state.history) };
    case 'redo':
      return { ...state, history: redo(state.history) };
    case 'select':
      return { ...state, selectedNodeId: event.nodeId };
    case 'setAsyncExecution':
      return { ...state, isAsyncExecution: event.isAsyncExecution };
    case 'saved':
      // The history stays, so a save can still be undone into a new unsaved change.
      return { ...state, workflowId: event.workflowId, name: event.name, savedName: event.name, savedFlow: state.history.present, savedIsAsyncExecution: state.isAsyncExecution };
  }
}

/** Unsaved changes: the name, the flow or the async execution flag differs from what was last loaded or saved. */
export function isDirty(state: EditorState): boolean {
  return state.name !== state.savedName || state.history.present !== state.savedFlow || state.isAsyncExecution !== state.savedIsAsyncExecution;
}

export const flowOf = (state: EditorState) => state.history.present;
export const undoable = (state: EditorState) => canUndo(state.history);
export const redoable = (state: EditorState) => canRedo(state.history);
