export { LeavePrompt } from './LeavePrompt';
export type { LeavePromptProps } from './LeavePrompt';
export { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';
