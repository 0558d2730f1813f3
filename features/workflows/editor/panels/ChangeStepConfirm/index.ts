export { ChangeStepConfirm, changeStepMessage } from './ChangeStepConfirm';
export type { ChangeStepConfirmProps } from './ChangeStepConfirm';
