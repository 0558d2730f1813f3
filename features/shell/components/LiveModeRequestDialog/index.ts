export { LiveModeRequestDialog } from './LiveModeRequestDialog';
export type { LiveModeRequestDialogProps } from './LiveModeRequestDialog';
