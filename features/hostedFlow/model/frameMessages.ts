import type { HostedConfig } from './theme';

/**
 * The postMessage protocol between the console (parent) and the framed flow (child), same origin
 * only (docs/adr/0026, the issue 16 interface).
 */
export type ChildMessage =
  | { type: 'veriflow:ready' }
  | { type: 'veriflow:transaction'; transactionId: string; outcome: string };

export type ParentMessage =
  | { type: 'veriflow:auth'; orgId: string }
  | { type: 'veriflow:theme'; theme: HostedConfig };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A parent message from a trusted event, or null for anything else (other origins, other shapes). */
export function parseParentMessage(event: Pick<MessageEvent, 'origin' | 'data'>, ownOrigin: string): ParentMessage | null {
  if (event.origin !== ownOrigin || !isRecord(event.data)) return null;
  const data = event.data;
  if (data.type === 'veriflow:auth' && typeof data.orgId === 'string' && data.orgId !== '') return { type: 'veriflow:auth', orgId: data.orgId };
  if (data.type === 'veriflow:theme' && isRecord(data.theme) && isRecord(data.theme.branding) && isRecord(data.theme.text) && isRecord(data.theme.buttons) && isRecord(data.theme.background)) {
    return { type: 'veriflow:theme', theme: data.theme as unknown as HostedConfig };
  }
  return null;
}

/** True when the page runs inside a frame. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}

/** Posts to the parent, same origin only; nothing when not framed. */
export function postToParent(message: ChildMessage, win: Window = window): void {
  if (!isFramed(win)) return;
  win.parent.postMessage(message, win.location.origin);
}
