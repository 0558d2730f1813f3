import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '~/lib/api';
import { usePermissions, type PermissionSet } from '~/lib/session';
import { href, paths } from '~/lib/routes';
import { SuccessModal, toast } from '~/design-system';
import {
  EditorPending,
  EditorWorkspace,
  randomIdGenerator,
  startOutputs,
  useCapability,
  useEditorWorkspace,
  useInputAttributes,
  useSubscription,
  type Capability,
  type WorkspaceHeaderContext,
} from '~/features/workflows';
import { useCapabilityActions, useClassifiers, usePlans } from '../api/capabilityActions';
import { CapabilityEditorHeader } from '../components/CapabilityEditorHeader';
import { CapabilityTryoutModal } from '../components/CapabilityTryoutModal';
import { SaveCapabilityModal, type SaveCapabilityResult } from '../components/SaveCapabilityModal';
import { capabilityBuilderFlow, capabilitySaveObject } from '../model/capabilityObject';
import { CAPABILITY_TEXTS } from '../model/capabilityTexts';
import { capabilityMetadata, initialSaveValues, type SaveCapabilityValues } from '../model/saveCapabilityForm';
import { capabilitySaveState } from '../model/saveRules';

export type CapabilityEditorMode = 'create' | 'edit';

const failureMessage = (error: unknown) => (isApiError(error) && error.status > 0 && error.status < 500 ? error.message : CAPABILITY_TEXTS.mutationFailed);

/** The builder's top bar: the name, the save rules, the Save as a Capability dialog, and the try-out. */
function CapabilityTopBar({ editor, capability }: { editor: WorkspaceHeaderContext; capability: Capability | null }) {
  const navigate = useNavigate();
  const [createdId, setCreatedId] = useState<string | null>(null);
  // The edit route replaces the create route once the save has cleared the unsaved changes; a
  // task later, so the workspace's leave prompt (its effects run after this child's) knows it too.
  useEffect(() => {
    if (!createdId || editor.isDirty) return undefined;
    const timer = setTimeout(() => navigate(href('capabilityEdit', { capabilityId: createdId }), { replace: true, state: { published: true } }), 0);
    return () => clearTimeout(timer);
  }, [createdId, editor.isDirty, navigate]);
  const permissions = usePermissions();
  const actions = useCapabilityActions();
  const { data: subscription } = useSubscription();
  const { data: plans = [] } = usePlans(subscription?.geography ?? null);
  const { data: classifiers } = useClassifiers();
  const [saving, setSaving] = useState(false);
  const [tryingOut, setTryingOut] = useState(false);
  const save = capabilitySaveState({
    name: editor.name,
    isDirty: editor.isDirty,
    columnCount: editor.flow.columns.length,
    canSave: mayEditCapability(permissions, capability),
  });

  const submit = async (values: SaveCapabilityValues): Promise<SaveCapabilityResult> => {
    const body = { ...capabilityMetadata(values), object: capabilitySaveObject(editor.flow) };
    try {
      if (capability) {
        const updated = await actions.update(capability.id, body);
        editor.saved(updated.id, updated.name);
        toast.success(CAPABILITY_TEXTS.updated, { action: { label: 'View Details', onAction: () => navigate(paths.capabilities) } });
      } else {
        const created = await actions.create(body);
        editor.saved(created.id, body.name);
        setCreatedId(created.id);
      }
      setSaving(false);
      return 'saved';
    } catch (error) {
      if (isApiError(error) && error.status === 422) return 'nameTaken';
      toast.error(failureMessage(error));
      return 'failed';
    }
  };

  return (
    <>
      <CapabilityEditorHeader
        name={editor.name}
        onNameChange={editor.rename}
        saveLabel={capability ? 'Update' : 'Publish'}
        save={save}
        onBack={() => navigate(paths.capabilities)}
        onSave={() => {
          if (save.refusal) toast.error(save.refusal);
          else setSaving(true);
        }}
        onTryout={capability?.active && permissions.has('create', 'transactions') ? () => setTryingOut(true) : undefined}
        readOnly={editor.readOnly}
      />
      <SaveCapabilityModal
        isOpen={saving}
        initialValues={initialSaveValues(editor.name, capability ?? undefined)}
        options={{ plans, industries: classifiers?.industries ?? [], geographies: classifiers?.geographies ?? [], useCases: classifiers?.useCases ?? [] }}
        submitLabel={capability ? 'Update' : 'Publish'}
        onSubmit={submit}
        onCancel={() => setSaving(false)}
      />
      {capability && (
        <CapabilityTryoutModal
          isOpen={tryingOut}
          capability={capability}
          onRun={(data) => actions.run(capability.id, data)}
          onViewTransaction={(transactionId) => navigate(href('reportTransaction', { transactionId: transactionId }))}
          onClose={() => setTryingOut(false)}
        />
      )}
    </>
  );
}

/** create:capabilities on a new capability, update:capabilities on a saved one (section 6). */
const mayEditCapability = (permissions: PermissionSet, capability: Capability | null) =>
  capability ? permissions.has('update', 'capabilities') : permissions.has('create', 'capabilities');

function Workspace({ capability, name }: { capability: Capability | null; name: string }) {
  const { data: attributes = [] } = useInputAttributes();
  const [flow] = useState(() => capabilityBuilderFlow(capability?.object ?? null, startOutputs(attributes)));
  // Without the permission to save it the builder is read-only, as a template is (issue 15).
  const readOnly = !mayEditCapability(usePermissions(), capability);
  const workspace = useEditorWorkspace({ flow, name, workflowId: capability?.id ?? null, readOnly });
  return <EditorWorkspace workspace={workspace} scope="capability" header={<CapabilityTopBar editor={workspace} capability={capability} />} />;
}

const isPublishedState = (state: unknown) => typeof state === 'object' && state !== null && 'published' in state && state.published === true;

function EditCapability({ capabilityId }: { capabilityId: string }) {
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  const { data, error } = useCapability(capabilityId);
  const [justPublished, setJustPublished] = useState(() => isPublishedState(state));
  useEffect(() => {
    if (isPublishedState(state)) navigate(pathname, { replace: true, state: null });
  }, [state, navigate, pathname]);
  if (!data) return <EditorPending error={error} />;
  return (
    <>
      <Workspace key={`${data.id}@${data.updatedAt}`} capability={data} name={data.name} />
      <SuccessModal isOpen={justPublished} title={CAPABILITY_TEXTS.published} subtitle={`${data.name} is saved as ${data.id}.`} onClose={() => setJustPublished(false)} />
    </>
  );
}

/** A new capability's default name: 'Untitled-' and a generated suffix (document 2 sections 3.4 and 9). */
export const defaultCapabilityName = (suffix: () => string = randomIdGenerator) => `Untitled-${suffix().slice(0, 6)}`;

export interface CapabilityEditorPageProps {
  mode: CapabilityEditorMode;
  /** The suffix of the default name; injectable so stories are deterministic. */
  nameSuffix?: () => string;
}

/** The capability builder (document 2 sections 2.1 and 2.13) on /capabilities/create and /capabilities/{id}/edit. */
export function CapabilityEditorPage({ mode, nameSuffix }: CapabilityEditorPageProps): ReactNode {
  const { capabilityId = '' } = useParams();
  const [name] = useState(() => defaultCapabilityName(nameSuffix));
  if (mode === 'create') return <Workspace capability={null} name={name} />;
  return <EditCapability capabilityId={capabilityId} />;
}
