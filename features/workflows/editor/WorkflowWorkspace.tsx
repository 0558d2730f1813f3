import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '~/lib/session';
import { href, paths } from '~/lib/routes';
import { Switch } from '~/design-system';
import type { WorkflowCreateRequest } from '../api';
import { WORKFLOW_NAME_TAKEN } from '../components/NameFormModal';
import { serviceStatus } from '../model/alerts';
import { isReadOnlyEditor } from '../model/headerRules';
import { isService } from '../model/kinds';
import { panelKindOf } from '../model/panels';
import { allNodes, findNode } from '../model/queries';
import type { Flow } from '../model/types';
import { EditorWorkspace } from './EditorWorkspace';
import { EditorHeader } from './panels/EditorHeader';
import { HistoryDrawer } from './panels/HistoryDrawer';
import { PublishNameModal } from './panels/PublishNameModal';
import { PublishSuccessModal } from './panels/PublishSuccessModal';
import { useEditorWorkspace } from './useEditorWorkspace';
import { usePublishing } from './usePublishing';
import { AsyncToggle, NameError } from './WorkflowEditorPage.styles';

// The Tryout, Integrate and Preview panels (and the snippet library) load when first opened.
const TryoutPanel = lazy(() => import('./panels/TryoutPanel').then((module) => ({ default: module.TryoutPanel })));
const IntegratePanel = lazy(() => import('./panels/IntegratePanel').then((module) => ({ default: module.IntegratePanel })));
const PreviewPanel = lazy(() => import('./panels/PreviewPanel').then((module) => ({ default: module.PreviewPanel })));
const QuickLinkPanel = lazy(() => import('~/features/quicklinks').then((module) => ({ default: module.QuickLinkPanel })));

export interface WorkflowWorkspaceProps {
  flow: Flow;
  name: string;
  workflowId: string | null;
  route: 'create' | 'edit';
  useCase: WorkflowCreateRequest['useCase'];
  isTemplate?: boolean;
  /** Arrived from the first publish: show the publish-success modal. */
  justPublished?: boolean;
  /** A version was restored from History: the page loads the workflow again. */
  onRestored?: () => void;
  /** The saved workflow's async execution flag (section 3.1; false for a new workflow). */
  isAsyncExecution?: boolean;
  /** The template a template editor shows: its Tryout runs it by templateId. */
  templateId?: string;
}

/** The workflow editor's workspace: the workflow header, the async switch, publishing and History. */
export function WorkflowWorkspace({ flow: loadedFlow, name, workflowId, route, useCase, isTemplate = false, justPublished = false, onRestored, isAsyncExecution = false, templateId }: WorkflowWorkspaceProps) {
  const navigate = useNavigate();
  const permissions = usePermissions();
  const canCreate = permissions.can('create', 'workflows');
  const canEdit = permissions.can('edit', 'workflows');
  // Without the permission to save it the editor is read-only, as for templates (issue 15).
  const readOnly = isReadOnlyEditor({ isTemplate, workflowId, canCreate, canEdit });
  const workspace = useEditorWorkspace({ flow: loadedFlow, name, workflowId, isAsyncExecution, readOnly });
  const { state, dispatch, flow, isDirty: dirty, editing, nodePanel, setCenterOn } = workspace;
  const [askingName, setAskingName] = useState(false);
  const [publishedId, setPublishedId] = useState<string | null>(null);
  const [successOpen, setSuccessOpen] = useState(justPublished);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [openPanel, setOpenPanel] = useState<'tryout' | 'integrate' | 'preview' | 'quicklink' | null>(null);
  const savedWorkflowId = route === 'edit' && !isTemplate ? state.workflowId : null;
  // What Tryout runs: the template, or the published workflow (section 4.1: Tryout needs an id).
  const tryoutTarget = isTemplate && templateId ? ({ kind: 'template', id: templateId } as const) : state.workflowId ? ({ kind: 'workflow', id: state.workflowId } as const) : null;

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

  const header = (
    <>
      <EditorHeader
        rules={{
          isTemplate,
          workflowId: state.workflowId,
          route,
          name: state.name,
          isDirty: dirty,
          hasCapability: allNodes(flow).some(({ node }) => isService(node)),
          canCreate,
          canEdit,
        }}
        alerts={workspace.alerts}
        onBack={() => navigate(isTemplate ? paths.templates : paths.myWorkflows)}
        onNameChange={(next) => {
          publishing.clearNameError();
          dispatch({ type: 'rename', name: next });
        }}
        onPreview={() => setOpenPanel('preview')}
        onTryout={() => setOpenPanel('tryout')}
        onQuicklink={() => setOpenPanel('quicklink')}
        onIntegrate={() => setOpenPanel('integrate')}
        onHistory={savedWorkflowId ? () => setHistoryOpen(true) : undefined}
        onTakeAction={(nodeId) => {
          dispatch({ type: 'select', nodeId });
          // A service waiting for inputs opens Configure; any other alert is about the step's
          // conditions, whose panel takes the canvas's lower part: the step is centred above it.
          const node = findNode(flow, nodeId)?.node;
          const configure = node !== undefined && isService(node) && serviceStatus(node) === 'warning';
          const panel = !configure && node !== undefined && panelKindOf(flow, nodeId) !== null;
          setCenterOn((current) => ({ nodeId, request: (current?.request ?? 0) + 1 }));
          if (configure) editing.onConfigure(nodeId);
          else if (panel) nodePanel.open(flow, nodeId);
        }}
        onPublish={(action) => {
          if (action === 'askName') setAskingName(true);
          else void publishing.save(state.name);
        }}
      />
      {publishing.nameError && !askingName && <NameError role="alert">{WORKFLOW_NAME_TAKEN}</NameError>}
    </>
  );

  const asyncToggle = (
    <AsyncToggle>
      <Switch label="Asynchronous execution" size="sm" isSelected={state.isAsyncExecution} onChange={(selected) => dispatch({ type: 'setAsyncExecution', isAsyncExecution: selected })} />
    </AsyncToggle>
  );

  return (
    <EditorWorkspace workspace={workspace} header={header} toolbar={asyncToggle} scope="workflow">
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
          onViewIntegration={() => {
            setSuccessOpen(false);
            setOpenPanel('integrate');
          }}
          onTryout={() => {
            setSuccessOpen(false);
            setOpenPanel('tryout');
          }}
          onClose={() => setSuccessOpen(false)}
        />
      )}
      {openPanel !== null && (
        <Suspense fallback={null}>
          {openPanel === 'tryout' && (tryoutTarget ? <TryoutPanel isOpen onOpenChange={(open) => !open && setOpenPanel(null)} target={tryoutTarget} /> : null)}
          {openPanel === 'integrate' && state.workflowId && <IntegratePanel isOpen onOpenChange={(open) => !open && setOpenPanel(null)} workflowId={state.workflowId} />}
          {openPanel === 'preview' && state.workflowId && <PreviewPanel isOpen onOpenChange={(open) => !open && setOpenPanel(null)} workflowId={state.workflowId} />}
          {openPanel === 'quicklink' && state.workflowId && <QuickLinkPanel isOpen onOpenChange={(open) => !open && setOpenPanel(null)} workflowId={state.workflowId} workflowName={state.name} />}
        </Suspense>
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
    </EditorWorkspace>
  );
}
