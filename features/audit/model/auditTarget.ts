import type { AuditEvent } from '../api';

/** What the event acted on, in words: the app name, e-mail or amount its detail names, else its id. */
export function auditTarget(event: AuditEvent): string {
  const detail = event.detail;
  const named = [detail.app_name, detail.email].find((value): value is string => typeof value === 'string' && value !== '');
  const change = typeof detail.from === 'string' && typeof detail.to === 'string' ? ` (${detail.from} → ${detail.to})` : '';
  const status = typeof detail.status === 'string' ? ` (${detail.status})` : '';
  const amount = typeof detail.amount === 'number' && typeof detail.currency === 'string' ? `${detail.amount} ${detail.currency}` : null;
  return `${named ?? amount ?? event.targetId ?? event.targetType}${change}${status}`;
}
