export { DeleteStepConfirm, deleteStepMessage } from './DeleteStepConfirm';
export type { DeleteStepConfirmProps, DeletableStepKind } from './DeleteStepConfirm';
