export { BranchPanel, NO_BRANCH_STEPS, type BranchPanelProps } from './BranchPanel';
