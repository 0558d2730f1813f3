import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { permissionsAtom } from '~/app/auth';
import { paths, workflowEditPath } from '~/app/routes';
import { Button } from '~/design-system';
import type { WorkflowCreateRequest } from '../api';
import { WorkflowCanvas } from '../canvas';
import { EditorHeader } from '../components/EditorHeader';
import { LeavePrompt, useUnsavedChangesPrompt } from '../components/LeavePrompt';
import { PublishNameModal, WORKFLOW_NAME_TAKEN } from '../components/PublishNameModal';
import { PublishSuccessModal } from '../components/PublishSuccessModal';
import { alerts } from '../model/alerts';
import { isService } from '../model/kinds';
import { allNodes, findNode } from '../model/queries';
import type { Flow } from '../model/types';
import { editorReducer, flowOf, initialEditorState, isDirty, redoable, undoable } from './editorState';
import { StepDialogs } from './StepDialogs';
import { usePublishing } from './usePublishing';
import { useStepEditing } from './useStepEditing';
import { useUndoShortcuts } from './useUndoShortcuts';
import { CanvasArea, EditorRoot, HistoryBar, NameError } from './WorkflowEditorPage.styles';

export interface EditorWorkspaceProps {
  flow: Flow;
  name: string;
  workflowId: string | null;
  route: 'create' | 'edit';
  useCase: WorkflowCreateRequest['useCase'];
  isTemplate?: boolean;
  /** Arrived from the first publish: show the publish-success modal. */
  justPublished?: boolean;
}

/** The editor of one loaded flow: header, canvas, undo and redo, step dialogs and publishing. */
export function EditorWorkspace({ flow: loadedFlow, name, workflowId, route, useCase, isTemplate = false, justPublished = false }: EditorWorkspaceProps) {
  const navigate = useNavigate();
  const permissions = useAtomValue(permissionsAtom);
  const [state, dispatch] = useReducer(editorReducer, null, () => initialEditorState(loadedFlow, name, workflowId));
  const flow = flowOf(state);
  const dirty = isDirty(state) && !isTemplate;
  const canvasRef = useRef<HTMLDivElement>(null);
  const editing = useStepEditing(flow, dispatch, canvasRef);
  const [askingName, setAskingName] = useState(false);
  const [publishedId, setPublishedId] = useState<string | null>(null);
  const [successOpen, setSuccessOpen] = useState(justPublished);
  const leavePrompt = useUnsavedChangesPrompt(dirty);

  const publishing = usePublishing({
    workflowId: state.workflowId,
    flow,
    useCase,
    dispatch,
    onPublished: setPublishedId,
    onViewDetails: () => navigate(paths.myWorkflows),
  });

  // The edit route replaces the create route once the save has cleared the unsaved changes.
  useEffect(() => {
    if (publishedId && !dirty) navigate(workflowEditPath(publishedId), { replace: true, state: { published: true } });
  }, [publishedId, dirty, navigate]);

  const onUndo = useCallback(() => dispatch({ type: 'undo' }), []);
  const onRedo = useCallback(() => dispatch({ type: 'redo' }), []);
  useUndoShortcuts(!isTemplate, onUndo, onRedo);

  const flowAlerts = alerts(flow).map(({ nodeId, name: alertName }) => ({ nodeId, name: alertName }));

  return (
    <EditorRoot>
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
        onTakeAction={(nodeId) => {
          dispatch({ type: 'select', nodeId });
          const node = findNode(flow, nodeId)?.node;
          if (node && isService(node)) editing.onConfigure(nodeId);
        }}
        onPublish={(action) => {
          if (action === 'askName') setAskingName(true);
          else void publishing.save(state.name);
        }}
      />
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
          </HistoryBar>
        )}
        <WorkflowCanvas
          flow={flow}
          readOnly={isTemplate}
          selectedNodeId={state.selectedNodeId}
          onNodeClick={editing.onNodeClick}
          onAddAt={editing.onAddAt}
          onConfigure={editing.onConfigure}
          onReplace={editing.onReplace}
          onDelete={editing.onDelete}
        />
      </CanvasArea>
      <StepDialogs flow={flow} editing={editing} />
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
      <LeavePrompt {...leavePrompt} />
    </EditorRoot>
  );
}
