/** Text longer than this is cut in the table and opens in full in a modal (document 3, try-out table). */
export const TEXT_CUT_LENGTH = 100;

/** How one value shows in the key–value table. */
export type ValueDisplay =
  | { kind: 'empty' }
  | { kind: 'details'; value: object }
  | { kind: 'link'; href: string }
  | { kind: 'longText'; preview: string; full: string }
  | { kind: 'text'; text: string };

/** Null, undefined, blank text, and objects or arrays without members count as empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Whether the text is a single http or https address. */
export function isHttpLink(text: string): boolean {
  const trimmed = text.trim();
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The first `maxLength` characters and an ellipsis, or the text itself when it is no longer than that. */
export function cutText(text: string, maxLength: number = TEXT_CUT_LENGTH): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
}

/**
 * How a value shows (document 3, try-out Table View): empty values as NA; objects and arrays
 * behind 'View Details'; http(s) links as 'Open Link'; text over 100 characters cut, with the
 * rest in a modal; anything else as text.
 */
export function classifyValue(value: unknown, maxLength: number = TEXT_CUT_LENGTH): ValueDisplay {
  if (isEmptyValue(value)) return { kind: 'empty' };
  if (typeof value === 'object' && value !== null) return { kind: 'details', value };
  const text = String(value);
  if (typeof value === 'string' && isHttpLink(text)) return { kind: 'link', href: text.trim() };
  if (text.length > maxLength) return { kind: 'longText', preview: cutText(text, maxLength), full: text };
  return { kind: 'text', text };
}

/** The entries of an object to show, in order, without the hidden keys. */
export function visibleEntries(data: Record<string, unknown>, hiddenKeys: readonly string[] = []): [string, unknown][] {
  const hidden = new Set(hiddenKeys);
  return Object.entries(data).filter(([key]) => !hidden.has(key));
}
