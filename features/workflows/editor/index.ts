// The editor: the workflow editor page, and the workspace the capability builder composes with a
// header of its own.
export { WorkflowEditorPage, type WorkflowEditorMode, type WorkflowEditorPageProps } from './WorkflowEditorPage';
export { EditorWorkspace, EditorPending, type EditorWorkspaceProps } from './EditorWorkspace';
export { useEditorWorkspace, type EditorWorkspaceInput, type EditorWorkspaceModel, type WorkspaceHeaderContext } from './useEditorWorkspace';
export { startOutputs } from './stepSources';
