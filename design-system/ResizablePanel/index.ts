export { ResizablePanel } from './ResizablePanel';
export type { ResizablePanelProps } from './ResizablePanel';
export { clampHeight, dragHeight, PANEL_DEFAULT_HEIGHT, PANEL_MAX_HEIGHT, PANEL_MIN_HEIGHT, PANEL_KEY_STEP } from './panelHeight';
