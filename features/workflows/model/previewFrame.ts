import type { HostedConfig } from './themeFields';

/**
 * The editor's Preview frames the hosted end-user flow (docs: issue 16's shared interface). The
 * flow's own codec lives with the hosted flow; the console only needs to write its address.
 */
export const HOSTED_FLOW_PATH = '/flow';

/** The specification's preview is ready 400 ms after it loads (document 2 section 9), if it has not said so. */
export const PREVIEW_READY_DELAY_MS = 400;

export interface PreviewFlowOptions {
  workflowId: string;
  type: 'INIT_DATA';
  env: 'production';
  baseUrl: string;
  orgId: string;
  mode: 'preview';
}

/** The options of a preview of the workflow in the console's mode (`origin` + '/api/sandbox' or '/api/live'). */
export function previewFlowOptions({ workflowId, orgId, origin, mode }: { workflowId: string; orgId: string; origin: string; mode: 'test' | 'live' }): PreviewFlowOptions {
  return { workflowId, type: 'INIT_DATA', env: 'production', baseUrl: `${origin}/api/${mode === 'live' ? 'live' : 'sandbox'}`, orgId, mode: 'preview' };
}

/** Base64 of the options' UTF-8 JSON. */
export function encodeFlowOptions(options: PreviewFlowOptions): string {
  const bytes = new TextEncoder().encode(JSON.stringify(options));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The framed flow's address: `/flow?options=<base64 JSON>`, relative to the console's origin. */
export function previewFlowUrl(options: PreviewFlowOptions): string {
  return `${HOSTED_FLOW_PATH}?options=${encodeURIComponent(encodeFlowOptions(options))}`;
}

/** Parent → child: the operator's organisation (the flow uses the session cookie). */
export interface FlowAuthMessage {
  type: 'veriflow:auth';
  orgId: string;
}

/** Parent → child: the theme to apply at once, unsaved. */
export interface FlowThemeMessage {
  type: 'veriflow:theme';
  theme: HostedConfig;
}

export const flowAuthMessage = (orgId: string): FlowAuthMessage => ({ type: 'veriflow:auth', orgId });
export const flowThemeMessage = (theme: HostedConfig): FlowThemeMessage => ({ type: 'veriflow:theme', theme });

/** Child → parent: the flow has mounted and listens. */
export function isFlowReadyMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'veriflow:ready';
}
