export { ReplayFailedDialog, REPLAY_TITLE, type ReplayFailedDialogProps } from './ReplayFailedDialog';
