import { SESSION_SNAPSHOT_ELEMENT_ID, type SessionSnapshot } from '~/contract/consoleSessionStart';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isSessionSnapshot(value: unknown): value is SessionSnapshot {
  return (
    isObject(value) &&
    typeof value.apiBase === 'string' &&
    typeof value.orgId === 'string' &&
    isObject(value.organizations) &&
    Array.isArray(value.organizations.organizations) &&
    isObject(value.authDetails) &&
    isObject(value.settings) &&
    (value.answers === undefined || (Array.isArray(value.answers) && value.answers.every((answer) => isObject(answer) && typeof answer.path === 'string' && 'data' in answer)))
  );
}

/**
 * The session answers the page arrived with (ADR 0052), taken out of the document so that they
 * are read once, by the first session start; null when the page has none or they do not parse.
 */
export function takeSessionSnapshot(doc: Document = document): SessionSnapshot | null {
  const element = doc.getElementById(SESSION_SNAPSHOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return isSessionSnapshot(value) ? value : null;
  } catch {
    return null;
  }
}
