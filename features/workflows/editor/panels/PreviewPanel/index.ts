export { PreviewPanel, PREVIEW_TITLE, THEME_MESSAGES } from './PreviewPanel';
export type { PreviewPanelProps } from './PreviewPanel';
