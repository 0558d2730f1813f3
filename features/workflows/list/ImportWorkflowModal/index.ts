export { ImportWorkflowModal, WORKFLOW_FILE_TYPES, type ImportWorkflowModalProps, type ImportResult, type ImportedWorkflow } from './ImportWorkflowModal';
