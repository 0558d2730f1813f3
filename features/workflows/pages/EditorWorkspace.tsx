import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '~/lib/session';
import { href, paths } from '~/lib/routes';
import { Button, PANEL_DEFAULT_HEIGHT, Switch } from '~/design-system';
import type { WorkflowCreateRequest } from '../api';
import { WorkflowCanvas, type CenterRequest } from '../canvas';
import { EditorHeader } from '../components/EditorHeader';
import { HistoryDrawer } from '../components/HistoryDrawer';
import { LeavePrompt, useUnsavedChangesPrompt } from '../components/LeavePrompt';
import { WORKFLOW_NAME_TAKEN } from '../components/NameFormModal';
import { PublishNameModal } from '../components/PublishNameModal';
import { PublishSuccessModal } from '../components/PublishSuccessModal';
import { serviceStatus } from '../model/alerts';
import { isService } from '../model/kinds';
import { panelKindOf } from '../model/panels';
import { allNodes, findNode } from '../model/queries';
import type { Flow } from '../model/types';
import { editorReducer, flowOf, initialEditorState, isDirty, redoable, undoable } from './editorState';
import { StepDialogs } from './StepDialogs';
import { NodePanels, useNodePanel } from './NodePanels';
import { usePublishing } from './usePublishing';
import { useFlowAlerts } from './useFlowAlerts';
import { useStepEditing } from './useStepEditing';
import { useUndoShortcuts } from './useUndoShortcuts';
import { AsyncToggle, CanvasArea, EditorRoot, HistoryBar, NameError } from './WorkflowEditorPage.styles';

/** What the capability builder's own top bar reads and does (document 2 section 2.13). */
export interface WorkspaceHeaderContext {
  flow: Flow;
  name: string;
  isDirty: boolean;
  rename: (name: string) => void;
  /** A save stored the flow under this id and name: the unsaved changes are cleared. */
  saved: (id: string, name: string) => void;
}

export interface EditorWorkspaceProps {
  flow: Flow;
  name: string;
  workflowId: string | null;
  route: 'create' | 'edit';
  useCase: WorkflowCreateRequest['useCase'];
  isTemplate?: boolean;
  /** Arrived from the first publish: show the publish-success modal. */
  justPublished?: boolean;
  /** The capability builder: its own top bar in place of the workflow header, and the capability scope of the Add Action menu. */
  capabilityHeader?: (context: WorkspaceHeaderContext) => ReactNode;
  /** A version was restored from History: the page loads the workflow again. */
  onRestored?: () => void;
  /** The saved workflow's async execution flag (section 3.1; false for a new workflow). */
  isAsyncExecution?: boolean;
}

/** The editor of one loaded flow: header, canvas, undo and redo, step dialogs and publishing. */
export function EditorWorkspace({ flow: loadedFlow, name, workflowId, route, useCase, isTemplate = false, justPublished = false, onRestored, isAsyncExecution = false, capabilityHeader }: EditorWorkspaceProps) {
  const navigate = useNavigate();
  const permissions = usePermissions();
  const [state, dispatch] = useReducer(editorReducer, null, () => initialEditorState(loadedFlow, name, workflowId, isAsyncExecution));
  const flow = flowOf(state);
  const dirty = isDirty(state) && !isTemplate;
  const canvasRef = useRef<HTMLDivElement>(null);
  const editing = useStepEditing(flow, dispatch, canvasRef);
  const nodePanel = useNodePanel();
  const [askingName, setAskingName] = useState(false);
  const [publishedId, setPublishedId] = useState<string | null>(null);
  const [successOpen, setSuccessOpen] = useState(justPublished);
  const leavePrompt = useUnsavedChangesPrompt(dirty);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [centerOn, setCenterOn] = useState<CenterRequest | null>(null);
  const savedWorkflowId = route === 'edit' && !isTemplate ? state.workflowId : null;

  const publishing = usePublishing({
    workflowId: state.workflowId,
    flow,
    isAsyncExecution: state.isAsyncExecution,
    useCase,
    dispatch,
    onPublished: setPublishedId,
    onViewDetails: () => navigate(paths.myWorkflows),
  });

  // The edit route replaces the create route once the save has cleared the unsaved changes.
  useEffect(() => {
    if (publishedId && !dirty) navigate(href('workflowEdit', { workflowId: publishedId }), { replace: true, state: { published: true } });
  }, [publishedId, dirty, navigate]);

  const onUndo = useCallback(() => dispatch({ type: 'undo' }), []);
  const onRedo = useCallback(() => dispatch({ type: 'redo' }), []);
  useUndoShortcuts(!isTemplate, onUndo, onRedo);

  const flowAlerts = useFlowAlerts(flow);

  return (
    <EditorRoot>
      {capabilityHeader ? (
        capabilityHeader({
          flow,
          name: state.name,
          isDirty: dirty,
          rename: (next) => dispatch({ type: 'rename', name: next }),
          saved: (id, savedName) => dispatch({ type: 'saved', workflowId: id, name: savedName }),
        })
      ) : (
        <EditorHeader
          rules={{
            isTemplate,
            workflowId: state.workflowId,
            route,
            name: state.name,
            isDirty: dirty,
            hasCapability: allNodes(flow).some(({ node }) => isService(node)),
            canCreate: permissions.can('create', 'workflows'),
            canEdit: permissions.can('edit', 'workflows'),
          }}
          alerts={flowAlerts}
          onBack={() => navigate(isTemplate ? paths.templates : paths.myWorkflows)}
          onNameChange={(next) => {
            publishing.clearNameError();
            dispatch({ type: 'rename', name: next });
          }}
          onPreview={() => undefined}
          onTryout={() => undefined}
          onQuicklink={() => navigate(paths.quicklinks)}
          onIntegrate={() => undefined}
          onHistory={savedWorkflowId ? () => setHistoryOpen(true) : undefined}
          onTakeAction={(nodeId) => {
            dispatch({ type: 'select', nodeId });
            // A service waiting for inputs opens Configure; any other alert is about the step's
            // conditions, whose panel opens over the canvas's lower part: the step shows above it.
            const node = findNode(flow, nodeId)?.node;
            const configure = node !== undefined && isService(node) && serviceStatus(node) === 'warning';
            const panel = !configure && node !== undefined && panelKindOf(flow, nodeId) !== null;
            setCenterOn((current) => ({ nodeId, request: (current?.request ?? 0) + 1, coveredBottom: panel ? PANEL_DEFAULT_HEIGHT / 100 : 0 }));
            if (configure) editing.onConfigure(nodeId);
            else if (panel) nodePanel.open(flow, nodeId);
          }}
          onPublish={(action) => {
            if (action === 'askName') setAskingName(true);
            else void publishing.save(state.name);
          }}
        />
      )}
      {publishing.nameError && !askingName && <NameError role="alert">{WORKFLOW_NAME_TAKEN}</NameError>}
      <CanvasArea ref={canvasRef}>
        {!isTemplate && (
          <HistoryBar>
            <Button variant="secondary" size="sm" isDisabled={!undoable(state)} onPress={onUndo} aria-keyshortcuts="Control+Z Meta+Z">
              Undo
            </Button>
            <Button variant="secondary" size="sm" isDisabled={!redoable(state)} onPress={onRedo} aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z">
              Redo
            </Button>
            {!capabilityHeader && (
              <AsyncToggle>
                <Switch
                  label="Asynchronous execution"
                  size="sm"
                  isSelected={state.isAsyncExecution}
                  onChange={(selected) => dispatch({ type: 'setAsyncExecution', isAsyncExecution: selected })}
                />
              </AsyncToggle>
            )}
          </HistoryBar>
        )}
        <WorkflowCanvas
          flow={flow}
          readOnly={isTemplate}
          selectedNodeId={state.selectedNodeId}
          centerOn={centerOn}
          onNodeClick={(nodeId) => {
            editing.onNodeClick(nodeId);
            if (!isTemplate) nodePanel.open(flow, nodeId);
          }}
          onAddAt={editing.onAddAt}
          onConfigure={editing.onConfigure}
          onReplace={editing.onReplace}
          onDelete={editing.onDelete}
        />
        {!isTemplate && (
          <NodePanels
            flow={flow}
            nodeId={nodePanel.nodeId}
            onClose={nodePanel.close}
            onChange={(next) => dispatch({ type: 'change', flow: next })}
            variant={capabilityHeader ? 'capability' : 'workflow'}
          />
        )}
      </CanvasArea>
      <StepDialogs flow={flow} editing={editing} scope={capabilityHeader ? 'capability' : 'workflow'} />
      <PublishNameModal
        isOpen={askingName}
        name={state.name}
        onCancel={() => setAskingName(false)}
        onSubmit={async (chosen) => {
          const outcome = await publishing.save(chosen);
          if (outcome === 'published') setAskingName(false);
          // Other failures keep the modal open without a field error; their toast says why.
          return outcome === 'nameTaken' ? 'nameTaken' : 'published';
        }}
      />
      {state.workflowId && (
        <PublishSuccessModal
          isOpen={successOpen}
          workflowId={state.workflowId}
          onViewIntegration={() => setSuccessOpen(false)}
          onTryout={() => setSuccessOpen(false)}
          onClose={() => setSuccessOpen(false)}
        />
      )}
      {savedWorkflowId && (
        <HistoryDrawer
          isOpen={historyOpen}
          onOpenChange={setHistoryOpen}
          workflowId={savedWorkflowId}
          hasUnsavedChanges={dirty}
          canRestore={permissions.can('edit', 'workflows')}
          onRestored={onRestored}
        />
      )}
      <LeavePrompt {...leavePrompt} />
    </EditorRoot>
  );
}
