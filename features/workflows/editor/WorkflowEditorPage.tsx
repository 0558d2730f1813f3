import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths } from '~/lib/routes';
import { useInputAttributes, useTemplate, useWorkflow, type WorkflowCreateRequest } from '../api';
import { CreateWorkflowModal } from './panels/CreateWorkflowModal';
import { defaultWorkflowName } from '../model/defaultName';
import { normalizeFlow } from '../model/draft';
import { emptyFlow } from '../model/emptyFlow';
import { EditorPending } from './EditorWorkspace';
import { startOutputs } from './stepSources';
import { WorkflowWorkspace } from './WorkflowWorkspace';

/**
 * 'duplicate' opens the copy that Duplicate has just created (/workflows/{copy id}/duplicate): the
 * copy already holds the new name and the source's flow, so it is edited like any saved workflow.
 */
export type WorkflowEditorMode = 'create' | 'edit' | 'template' | 'duplicate';

type UseCase = WorkflowCreateRequest['useCase'];

/** /workflows/create: the onboarding modal first, then a new flow with a default name. */
function CreateEditor({ now }: { now: () => Date }) {
  const navigate = useNavigate();
  const { data: attributes = [] } = useInputAttributes();
  const [created, setCreated] = useState<{ useCase: UseCase } | null>(null);
  // The default name is stamped once, when the page opens: the modal and the canvas show the same one.
  const [name] = useState(() => defaultWorkflowName(now()));
  return (
    <>
      <WorkflowWorkspace
        key={created ? 'created' : 'onboarding'}
        flow={emptyFlow(startOutputs(attributes))}
        name={name}
        workflowId={null}
        route="create"
        useCase={created?.useCase ?? 'onboarding'}
      />
      <CreateWorkflowModal
        isOpen={created === null}
        onCreate={(useCase) => setCreated({ useCase })}
        onCancel={() => navigate(paths.myWorkflows)}
      />
    </>
  );
}

const isPublishedState = (state: unknown) => typeof state === 'object' && state !== null && 'published' in state && state.published === true;

/** /workflows/{id}/edit: the saved workflow, laid out again by the model. */
function EditEditor({ workflowId }: { workflowId: string }) {
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  const { data, error } = useWorkflow(workflowId);
  const [justPublished] = useState(() => isPublishedState(state));
  // A restore from History loads the workflow again: a new key gives the editor a fresh state.
  const [restores, setRestores] = useState(0);
  // The success modal shows once: a reload or a return to this entry must not show it again.
  useEffect(() => {
    if (justPublished) navigate(pathname, { replace: true, state: null });
  }, [justPublished, navigate, pathname]);
  if (!data) return <EditorPending error={error} />;
  return (
    <WorkflowWorkspace
      key={`${data.workflowId}:${restores}`}
      flow={normalizeFlow(data.workflowObject)}
      name={data.name}
      workflowId={data.workflowId}
      route="edit"
      useCase={data.useCase}
      isAsyncExecution={data.isAsyncExecution}
      justPublished={justPublished && restores === 0}
      onRestored={() => setRestores((count) => count + 1)}
    />
  );
}

/** /workflows/templates/{id}/edit: read-only, try-out only. */
function TemplateEditor({ templateId }: { templateId: string }) {
  const { data, error } = useTemplate(templateId);
  if (!data) return <EditorPending error={error} />;
  return <WorkflowWorkspace key={data.templateId} flow={normalizeFlow(data.workflowObject)} name={data.name} workflowId={null} route="edit" useCase={data.useCase} isTemplate templateId={data.templateId} />;
}

export interface WorkflowEditorPageProps {
  mode: WorkflowEditorMode;
  /** The clock of the default name ('Untitled' and a date-time stamp). */
  now?: () => Date;
}

const systemNow = () => new Date();

/** The workflow editor (document 2 sections 2.1 and 2.4) on its create, edit and template routes. */
export function WorkflowEditorPage({ mode, now = systemNow }: WorkflowEditorPageProps): ReactNode {
  const { workflowId = '', templateId = '' } = useParams();
  if (mode === 'create') return <CreateEditor now={now} />;
  if (mode === 'template') return <TemplateEditor templateId={templateId} />;
  return <EditEditor workflowId={workflowId} />;
}
