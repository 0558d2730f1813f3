export { EditorHeader } from './EditorHeader';
export type { EditorHeaderProps, EditorAlert } from './EditorHeader';
