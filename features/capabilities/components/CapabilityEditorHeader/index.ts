export { CapabilityEditorHeader, type CapabilityEditorHeaderProps } from './CapabilityEditorHeader';
