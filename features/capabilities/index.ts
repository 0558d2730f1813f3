// Capabilities (document 2 sections 2.3, 2.13, 4.10, 4.11): the list, the builder on the workflow
// editor's workspace, the Save as a Capability dialog and the try-out.
export { CapabilityListPage, type CapabilityListPageProps } from './pages/CapabilityListPage';
export { CapabilityEditorPage, type CapabilityEditorMode, type CapabilityEditorPageProps } from './pages/CapabilityEditorPage';
