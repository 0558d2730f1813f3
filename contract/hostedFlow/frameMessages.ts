import type { components } from '../types.gen';

type HostedConfig = components['schemas']['HostedConfig'];

/**
 * The postMessage protocol between the console (parent: Tryout, Preview) and the framed hosted
 * flow (child), same origin only (docs/adr/0026). The one home of these shapes: the hosted page
 * and the console's panels both read them from here.
 */
export type ChildMessage =
  | { type: 'veriflow:ready' }
  | { type: 'veriflow:transaction'; transactionId: string; outcome: string | null };

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

/** A child message's data, or null for anything else (other windows' messages, malformed data). */
export function parseChildMessage(data: unknown): ChildMessage | null {
  if (!isRecord(data)) return null;
  if (data.type === 'veriflow:ready') return { type: 'veriflow:ready' };
  if (data.type === 'veriflow:transaction' && typeof data.transactionId === 'string' && data.transactionId !== '') {
    return { type: 'veriflow:transaction', transactionId: data.transactionId, outcome: typeof data.outcome === 'string' ? data.outcome : null };
  }
  return null;
}

/** Parent → child: the operator's organisation (the framed flow uses the session cookie). */
export const authMessage = (orgId: string): ParentMessage => ({ type: 'veriflow:auth', orgId });

/** Parent → child: the theme to apply at once, unsaved (Preview). */
export const themeMessage = (theme: HostedConfig): ParentMessage => ({ type: 'veriflow:theme', theme });
