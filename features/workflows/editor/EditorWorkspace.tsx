import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '~/design-system';
import { WorkflowCanvas } from '../canvas';
import { redoable, undoable } from './editorState';
import { NodePanels } from './NodePanels';
import { LeavePrompt } from './panels/LeavePrompt';
import { StepDialogs } from './StepDialogs';
import type { EditorWorkspaceModel } from './useEditorWorkspace';
import { CanvasArea, CanvasSlot, EditorRoot, HistoryBar } from './WorkflowEditorPage.styles';

export interface EditorWorkspaceProps {
  /** The flow's editing state (`useEditorWorkspace`). */
  workspace: EditorWorkspaceModel;
  /** The top bar: the workflow header, or the capability builder's own (document 2 section 2.13). */
  header: ReactNode;
  /** More controls beside undo and redo. */
  toolbar?: ReactNode;
  /** Whose steps the Add Action menu and the end panel offer: a capability offers no capabilities. */
  scope: 'workflow' | 'capability';
  /** The caller's modals and drawers. */
  children?: ReactNode;
}

/** The editor of one loaded flow: the caller's header, the canvas, undo and redo, the step panels and dialogs. */
export function EditorWorkspace({ workspace, header, toolbar, scope, children }: EditorWorkspaceProps) {
  const { state, dispatch, flow, readOnly, canvasRef, editing, nodePanel, centerOn, leavePrompt, onUndo, onRedo } = workspace;
  // Closing the panel ends the selection (the other steps stop being dimmed); the keyboard goes back to the step.
  const endSelection = () => {
    const selected = state.selectedNodeId;
    nodePanel.close();
    dispatch({ type: 'select', nodeId: null });
    if (selected) focusStep(canvasRef.current, selected);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || (state.selectedNodeId === null && nodePanel.nodeId === null)) return;
    event.preventDefault();
    endSelection();
  };
  return (
    <EditorRoot>
      {header}
      {/* Escape bubbling up from the canvas or the panel ends the selection; the step's own keys are its buttons'. */}
      <CanvasArea ref={canvasRef} onKeyDown={onKeyDown} data-canvas-area="">
        {!readOnly && (
          <HistoryBar>
            <Button variant="secondary" size="sm" isDisabled={!undoable(state)} onPress={onUndo} aria-keyshortcuts="Control+Z Meta+Z">
              Undo
            </Button>
            <Button variant="secondary" size="sm" isDisabled={!redoable(state)} onPress={onRedo} aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z">
              Redo
            </Button>
            {toolbar}
          </HistoryBar>
        )}
        <CanvasSlot>
          <WorkflowCanvas
            flow={flow}
            readOnly={readOnly}
            selectedNodeId={state.selectedNodeId}
            centerOn={centerOn}
            onNodeClick={(nodeId) => {
              editing.onNodeClick(nodeId);
              if (!readOnly) nodePanel.open(flow, nodeId);
            }}
            onAddAt={editing.onAddAt}
            onConfigure={editing.onConfigure}
            onReplace={editing.onReplace}
            onDelete={editing.onDelete}
          />
        </CanvasSlot>
        {!readOnly && <NodePanels flow={flow} nodeId={nodePanel.nodeId} onClose={endSelection} onChange={(next) => dispatch({ type: 'change', flow: next })} variant={scope} />}
      </CanvasArea>
      <StepDialogs flow={flow} editing={editing} scope={scope} />
      {children}
      <LeavePrompt {...leavePrompt} />
    </EditorRoot>
  );
}

/** Puts the keyboard back on a step's card (or its overview) after its panel closed. */
function focusStep(canvas: HTMLElement | null, nodeId: string) {
  const step = canvas?.querySelector<HTMLElement>(`[data-step-id="${CSS.escape(nodeId)}"]`);
  const button = step?.matches('button') ? step : step?.querySelector<HTMLElement>('button');
  button?.focus({ preventScroll: true });
}

/** The canvas's loading or failure state while the flow is not there yet. */
export function EditorPending({ error }: { error: unknown }) {
  return (
    <EditorRoot>
      <WorkflowCanvas flow={null} loading={!error} error={error} />
    </EditorRoot>
  );
}
