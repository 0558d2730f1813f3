export { WorkflowEditorPage, type WorkflowEditorMode, type WorkflowEditorPageProps } from './WorkflowEditorPage';
export { NODE_DELETED } from './useStepEditing';
export { WORKFLOW_UPDATED, PUBLISH_FAILED, MUTATION_FAILED } from './usePublishing';
export { WorkflowsPage, type WorkflowsPageProps, type WorkflowsTab } from './WorkflowsPage';
