export { QuickLinkPanel, type QuickLinkPanelProps } from './QuickLinkPanel';
