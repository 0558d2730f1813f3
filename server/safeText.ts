import { InvalidInputError } from './errors';

/** A NUL character (PostgreSQL stores none in text or jsonb), or a UTF-16 surrogate without its pair (no UTF-8 spelling). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a string the database cannot store as sent, or null when it can. */
export function unsafeTextProblem(text: string): string | null {
  const found = UNSAFE.exec(text);
  if (!found) return null;
  return found[0] === '\u0000' ? 'contains a NUL character' : 'contains a lone UTF-16 surrogate (not valid Unicode)';
}

/**
 * The first string, key or value, in `value` the database cannot store as sent, as
 * `where.path problem`; null when there is none. Walks without recursion (a crafted value cannot
 * overflow the stack).
 */
export function findUnsafeText(value: unknown, where: string): string | null {
  const stack: [unknown, string][] = [[value, where]];
  while (stack.length) {
    const [node, at] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      const problem = unsafeTextProblem(node);
      if (problem) return `${at} ${problem}`;
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const path = Array.isArray(node) ? `${at}[${key}]` : `${at}.${key}`;
        const problem = unsafeTextProblem(key);
        if (problem) return `${at} has a field name that ${problem}`;
        stack.push([child, path]);
      }
    }
  }
  return null;
}

/** Refuses (an invalid-input error, 400, naming the field) a value holding text the database cannot store: nothing is written. */
export function assertSafeText(value: unknown, where: string) {
  const problem = findUnsafeText(value, where);
  // eslint-disable-next-line no-control-regex -- the message names the field without the characters it refuses
  if (problem) throw new InvalidInputError(problem.replace(/[\u0000\ud800-\udfff]/g, '\ufffd'), 'Remove NUL characters and unpaired UTF-16 surrogates: they are not text the API stores.');
}
