// The workflow list (document 2 section 2.2), and the cards, grid and duplicate dialog that the
// capability list shares.
export { WorkflowsPage, type WorkflowsPageProps, type WorkflowsTab } from './WorkflowsPage';
export { WorkflowCard, type WorkflowCardProps } from './WorkflowCard';
export { WorkflowCardGrid, WorkflowCardGridSkeleton, type WorkflowCardGridProps } from './WorkflowCardGrid';
export { DuplicateWorkflowModal, type DuplicateWorkflowModalProps, type DuplicateResult } from './DuplicateWorkflowModal';
export { LIST_LOAD_FAILED, LIST_LOAD_FAILED_DESCRIPTION, NO_RESULT_FOUND } from './workflowListTexts';
