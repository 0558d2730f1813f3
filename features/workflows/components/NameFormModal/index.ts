export { NameFormModal } from './NameFormModal';
export type { NameFormModalProps } from './NameFormModal';
export { nameTooShort, useNameSubmission, WORKFLOW_NAME_MAX_LENGTH, WORKFLOW_NAME_MIN_LENGTH, WORKFLOW_NAME_TAKEN } from './useNameSubmission';
export { WorkflowNameField } from './WorkflowNameField';
export type { WorkflowNameFieldProps } from './WorkflowNameField';
