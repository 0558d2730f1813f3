export { CreateWorkflowModal, ONBOARDING_LOADER_MS } from './CreateWorkflowModal';
export type { CreateWorkflowModalProps, WorkflowUseCase } from './CreateWorkflowModal';
