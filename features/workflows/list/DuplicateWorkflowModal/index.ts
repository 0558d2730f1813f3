export { DuplicateWorkflowModal, DUPLICATE_NAME_REQUIRED, type DuplicateWorkflowModalProps, type DuplicateResult } from './DuplicateWorkflowModal';
