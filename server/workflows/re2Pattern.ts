import { RE2JS } from 're2js';

/**
 * MatchString patterns are RE2 regular expressions (ADR 0034): compiled by re2js, matched in time
 * linear in the text, whatever the pattern. RE2 has no back-references and no lookaround; those
 * patterns, and anything else RE2's parser refuses, are refused here with a reason that reads after
 * "the MatchString pattern ".
 */
/** RE2's bound on a counted repetition (`a{1000}`). */
const MAX_REPEAT = 1000;

export type Re2Compiled = { ok: true; pattern: RE2JS } | { ok: false; reason: string };

/** What the pattern uses outside character classes that RE2 cannot run: back-references, lookaround. */
function unsupportedConstruct(pattern: string): 'back-reference' | 'lookaround' | null {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && (/[1-9]/.test(next) || next === 'k')) return 'back-reference';
      i += 1;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
      if (pattern[i + 1] === ']') i += 1; // a leading ] is a literal
    } else if (c === '(' && /^\(\?(?:=|!|<=|<!)/.test(pattern.slice(i, i + 4))) {
      return 'lookaround';
    }
  }
  return null;
}

/** Compiles a pattern as RE2 (no flags: case-sensitive, `.` stops at a newline, `^`/`$` at the ends of the text). */
export function compileRe2(pattern: string): Re2Compiled {
  try {
    return { ok: true, pattern: RE2JS.compile(pattern) };
  } catch (error) {
    const construct = unsupportedConstruct(pattern);
    if (construct === 'back-reference') return { ok: false, reason: 'uses a back-reference (like \\1 or \\k<name>), which RE2 patterns do not support' };
    if (construct === 'lookaround') return { ok: false, reason: 'uses a lookahead or lookbehind (like (?=, (?!, (?<= or (?<!), which RE2 patterns do not support' };
    const counts = [...pattern.matchAll(/\{(\d+)(?:,(\d*))?\}/g)].flatMap((m) => [Number(m[1]), Number(m[2] || 0)]);
    if (counts.some((count) => count > MAX_REPEAT)) return { ok: false, reason: `repeats more than ${MAX_REPEAT} times` };
    const detail = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : String(error);
    return { ok: false, reason: `is not a valid RE2 regular expression (${detail})` };
  }
}
