/** The texts of the editor header's disabled buttons (document 2 sections 6 and 8). */
export const HEADER_TOOLTIPS = {
  resolveAlerts: 'Resolve Alerts first.',
  tryoutNeedsPublish: 'To test the workflow please publish first.',
  previewNeedsPublish: 'To preview the workflow please publish first.',
  needsPublish: 'Please publish Workflow first.',
  /** Publish without any service or capability step (issue 15: a disabled button says why). */
  needsService: 'Add a verification service to publish.',
  /** Publish/Update of a saved workflow with nothing changed since the last save. */
  noChanges: 'No unsaved changes.',
  /** Shown on the read-only editor's 'View only' badge, where Publish is not offered. */
  noPublishPermission: 'You do not have permission to publish workflows.',
} as const;

/** What the editor header is showing. */
export interface HeaderRuleInput {
  /** A read-only template: only try-out is offered. */
  isTemplate: boolean;
  /** The saved workflow's id; null until the first publish. */
  workflowId: string | null;
  /** The edit route labels the save button Update; the create and duplicate routes Publish. */
  route: 'create' | 'edit';
  name: string;
  /** Unsaved changes: set by editing the name, async execution or a condition (section 4.1). */
  isDirty: boolean;
  alertCount: number;
  /** Whether the flow holds at least one service or capability step. */
  hasCapability: boolean;
  /** Workflows create permission (needed to publish without an id). */
  canCreate: boolean;
  /** Workflows edit permission (needed to update with an id). */
  canEdit: boolean;
}

export interface HeaderButtonState {
  isVisible: boolean;
  isDisabled: boolean;
  /** Why the button is disabled, when the spec says. */
  tooltip: string | null;
}

/** What pressing Publish/Update does: ask for a name first while it contains 'Untitled'. */
export type PublishAction = 'askName' | 'publish' | 'update';

export interface PublishButtonState extends HeaderButtonState {
  label: 'Publish' | 'Update';
  action: PublishAction;
}

export interface HeaderState {
  isNameEditable: boolean;
  /**
   * A saved workflow the user may not update (or a new one they may not create): the editor is
   * read-only, as for templates, and the header says so instead of offering Publish (issue 15).
   */
  isViewOnly: boolean;
  preview: HeaderButtonState;
  tryout: HeaderButtonState;
  quicklink: HeaderButtonState;
  alerts: HeaderButtonState;
  integrate: HeaderButtonState;
  publish: PublishButtonState;
}

const UNTITLED = 'Untitled';

const enabled: HeaderButtonState = { isVisible: true, isDisabled: false, tooltip: null };
const hidden: HeaderButtonState = { isVisible: false, isDisabled: true, tooltip: null };
const disabled = (tooltip: string | null): HeaderButtonState => ({ isVisible: true, isDisabled: true, tooltip });

/** Whether the name is still a default one, so publishing asks for a real name first. */
export function needsName(name: string): boolean {
  return name.includes(UNTITLED);
}

function publishState(input: HeaderRuleInput): PublishButtonState {
  const label = input.route === 'edit' ? 'Update' : 'Publish';
  const action: PublishAction = needsName(input.name) ? 'askName' : input.workflowId ? 'update' : 'publish';
  const base = { label, action } as const;
  if (input.alertCount > 0) return { ...base, ...disabled(HEADER_TOOLTIPS.resolveAlerts) };
  if (!input.hasCapability) return { ...base, ...disabled(HEADER_TOOLTIPS.needsService) };
  if (action === 'askName') return { ...base, ...enabled };
  // A workflow without an id has never been saved, so all of it is unsaved.
  const hasChanges = input.isDirty || !input.workflowId;
  return { ...base, ...(hasChanges ? enabled : disabled(HEADER_TOOLTIPS.noChanges)) };
}

/** Whether the user may save this workflow: create for a new one, update for a saved one. */
export function maySave(input: Pick<HeaderRuleInput, 'workflowId' | 'canCreate' | 'canEdit'>): boolean {
  return input.workflowId ? input.canEdit : input.canCreate;
}

/** Whether the editor is read-only: a template, or a workflow the user may not save. */
export function isReadOnlyEditor(input: Pick<HeaderRuleInput, 'isTemplate' | 'workflowId' | 'canCreate' | 'canEdit'>): boolean {
  return input.isTemplate || !maySave(input);
}

/**
 * The state of every header button (document 2 sections 2.4, 4.1 and 6). Preview, Tryout,
 * Quicklink and Integrate need a saved workflow; Tryout also needs no alerts. Publish/Update needs
 * the permission for its route, no alerts, a capability, and either a default name (it then asks
 * for one) or unsaved changes. Templates show Tryout only.
 */
export function headerState(input: HeaderRuleInput): HeaderState {
  if (input.isTemplate) {
    return {
      isNameEditable: false,
      isViewOnly: false,
      preview: hidden,
      tryout: enabled,
      quicklink: hidden,
      alerts: hidden,
      integrate: hidden,
      publish: { ...hidden, label: 'Publish', action: 'publish' },
    };
  }
  const saved = input.workflowId !== null;
  if (!maySave(input)) {
    // Read-only: looking is offered (preview, quicklinks); trying, integrating and saving are not.
    return {
      isNameEditable: false,
      isViewOnly: true,
      preview: saved ? enabled : hidden,
      tryout: hidden,
      quicklink: saved ? enabled : hidden,
      alerts: hidden,
      integrate: hidden,
      publish: { ...hidden, label: input.route === 'edit' ? 'Update' : 'Publish', action: 'publish' },
    };
  }
  return {
    isNameEditable: true,
    isViewOnly: false,
    preview: saved ? enabled : disabled(HEADER_TOOLTIPS.previewNeedsPublish),
    tryout: !saved ? disabled(HEADER_TOOLTIPS.tryoutNeedsPublish) : input.alertCount > 0 ? disabled(HEADER_TOOLTIPS.resolveAlerts) : enabled,
    quicklink: saved ? enabled : disabled(HEADER_TOOLTIPS.needsPublish),
    alerts: input.alertCount > 0 ? enabled : disabled(null),
    integrate: saved ? enabled : disabled(HEADER_TOOLTIPS.needsPublish),
    publish: publishState(input),
  };
}
