import { compileRe2 } from './re2Pattern';

/**
 * MatchString patterns are checked when a workflow is saved (decision-engine.md): bounded length,
 * a valid RE2 regular expression (ADR 0034: no back-references, no lookaround), and none of the
 * shapes that make a backtracking engine take exponential time — a repeated group that itself
 * repeats (`(a+)+`, `(?:\d*)*`), a repeated group whose alternatives can start alike (`(a|ab)*`),
 * and huge counted repetitions. Matching runs on RE2 (linear time), so these shape rules are early
 * feedback on patterns that are slow on other engines, not what keeps the server from stalling.
 * The check is conservative: it may refuse a pattern that would in fact be fast.
 */

export const MAX_PATTERN_LENGTH = 200;
const MAX_REPEAT_COUNT = 1000;

export type PatternCheck = { ok: true } | { ok: false; reason: string };

interface Frame {
  /** The group holds a quantifier that repeats (max > 1). */
  repeats: boolean;
  /** Raw text of each alternative's first atom. */
  alternativeStarts: string[];
  /** The next atom starts a new alternative. */
  atAlternativeStart: boolean;
}

const frame = (): Frame => ({ repeats: false, alternativeStarts: [], atAlternativeStart: true });

/** Reads a quantifier at `i`: its length and whether it repeats (max above 1); null when there is none. */
function quantifierAt(pattern: string, i: number): { length: number; repeats: boolean; count: number } | null {
  const c = pattern[i];
  let length = 0;
  let repeats = false;
  let count = 0;
  if (c === '*' || c === '+') {
    length = 1;
    repeats = true;
  } else if (c === '?') {
    length = 1;
  } else if (c === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
    if (!match) return null;
    length = match[0].length;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    repeats = max > 1;
    count = Math.max(min, Number.isFinite(max) ? max : min);
  } else {
    return null;
  }
  if (pattern[i + length] === '?') length += 1; // lazy
  return { length, repeats, count };
}

/** Reads one atom starting at `i` (escape, class, dot or literal); answers its length. */
function atomLength(pattern: string, i: number): number | { error: string } {
  const c = pattern[i];
  if (c === '\\') {
    const next = pattern[i + 1];
    if (next === undefined) return { error: 'ends with a lone backslash' };
    if (/[1-9]/.test(next) || next === 'k') return { error: 'uses a back-reference' };
    if ((next === 'u' || next === 'x') && pattern[i + 2] !== undefined) {
      const hex = next === 'x' ? 2 : pattern[i + 2] === '{' ? pattern.indexOf('}', i) - i - 1 : 4;
      return 2 + Math.max(hex, 0);
    }
    if ((next === 'p' || next === 'P') && pattern[i + 2] === '{') return pattern.indexOf('}', i) - i + 1;
    return 2;
  }
  if (c === '[') {
    let j = i + 1;
    if (pattern[j] === '^') j += 1;
    if (pattern[j] === ']') j += 1;
    while (j < pattern.length && pattern[j] !== ']') j += pattern[j] === '\\' ? 2 : 1;
    if (j >= pattern.length) return { error: 'has an unclosed character class' };
    return j - i + 1;
  }
  return 1;
}

export function checkPattern(pattern: string): PatternCheck {
  if (pattern.length > MAX_PATTERN_LENGTH) return { ok: false, reason: `is longer than ${MAX_PATTERN_LENGTH} characters` };
  const compiled = compileRe2(pattern);
  if (!compiled.ok) return compiled;
  const stack: Frame[] = [frame()];
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i] as string;
    const top = stack[stack.length - 1] as Frame;
    if (c === '(') {
      let skip = 1;
      const rest = pattern.slice(i + 1);
      const prefix = /^\?(?::|=|!|<=|<!|P?<[A-Za-z_$][\w$]*>|[imsU-]+:?)/.exec(rest);
      if (prefix) skip += prefix[0].length;
      if (top.atAlternativeStart) {
        top.alternativeStarts.push(pattern.slice(i, i + skip + 1));
        top.atAlternativeStart = false;
      }
      stack.push(frame());
      i += skip;
      continue;
    }
    if (c === ')') {
      const closed = stack.pop() as Frame;
      const parent = stack[stack.length - 1] as Frame;
      const quantifier = quantifierAt(pattern, i + 1);
      if (quantifier && quantifier.count > MAX_REPEAT_COUNT) return { ok: false, reason: `repeats more than ${MAX_REPEAT_COUNT} times` };
      if (quantifier?.repeats) {
        if (closed.repeats) return { ok: false, reason: 'has nested quantifiers (a repeated group that repeats inside, like (a+)+), which can take exponential time' };
        const starts = closed.alternativeStarts;
        if (starts.length > 1 && new Set(starts).size < starts.length) {
          return { ok: false, reason: 'repeats a group whose alternatives start alike (like (a|ab)*), which can take exponential time' };
        }
      }
      parent.repeats = parent.repeats || closed.repeats || Boolean(quantifier?.repeats);
      i += 1 + (quantifier?.length ?? 0);
      continue;
    }
    if (c === '|') {
      top.atAlternativeStart = true;
      i += 1;
      continue;
    }
    if (c === '^' || c === '$') {
      i += 1;
      continue;
    }
    const length = atomLength(pattern, i);
    if (typeof length !== 'number') return { ok: false, reason: length.error };
    if (top.atAlternativeStart) {
      top.alternativeStarts.push(pattern.slice(i, i + length));
      top.atAlternativeStart = false;
    }
    const quantifier = quantifierAt(pattern, i + length);
    if (quantifier && quantifier.count > MAX_REPEAT_COUNT) return { ok: false, reason: `repeats more than ${MAX_REPEAT_COUNT} times` };
    if (quantifier?.repeats) top.repeats = true;
    i += length + (quantifier?.length ?? 0);
  }
  return { ok: true };
}
