// What the workflows area offers the app and other features; everything else is internal.

// Pages, lazy-loaded by app/router/pages.tsx.
export { WorkflowsPage, type WorkflowsPageProps, type WorkflowsTab } from './list';
export { WorkflowEditorPage, type WorkflowEditorMode, type WorkflowEditorPageProps } from './editor';

// The capability builder (features/capabilities): the editor's workspace under a header of its own,
// the flow model it saves, and the list pieces its list page shares.
export { EditorWorkspace, EditorPending, useEditorWorkspace, startOutputs, type EditorWorkspaceModel, type WorkspaceHeaderContext } from './editor';
export { WorkflowCard, WorkflowCardGrid, WorkflowCardGridSkeleton, DuplicateWorkflowModal, type DuplicateResult } from './list';
export { LIST_LOAD_FAILED, LIST_LOAD_FAILED_DESCRIPTION, NO_RESULT_FOUND } from './list';
export { emptyFlow, randomIdGenerator, START_COLUMN_ID, type Flow, type FlowNodeOutput, type IdGenerator } from './model';
export { finalize } from './model/draft';
export { renewIds } from './model/renewIds';
export type { CapabilityFlowObject } from './model/insertCapability';
export { useInputAttributes } from './api';
// Capabilities as the workflow editor reads them (offered in Add Action, inserted as steps).
export {
  useCapability,
  useCapabilityList,
  useFetchCapability,
  useSubscription,
  isCapabilityListKey,
  type Capability,
  type CapabilitySummary,
  type CapabilityStatusFilter,
  type OrgKey,
} from './api/capabilities';

