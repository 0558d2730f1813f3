import type { RE2JS } from 're2js';
import { checkPattern } from '../workflows/patternSafety';
import { compileRe2 } from '../workflows/re2Pattern';
import { FlowCompileError } from './compileError';

/** Texts longer than this never match (the bound decision-engine.md gives MatchString's input). */
export const MAX_MATCH_INPUT_LENGTH = 10_000;

/**
 * Compiles a MatchString pattern once: refused (FlowCompileError) unless it passes the save-time
 * check (`checkPattern`: length bound, a valid RE2 pattern, no nested quantifiers or ambiguous
 * repeated alternatives). The matcher runs on RE2 (re2js, ADR 0034), in time linear in the text,
 * unanchored like `RegExp.prototype.test`; texts over MAX_MATCH_INPUT_LENGTH characters never match.
 */
export function compilePattern(pattern: unknown): (text: string) => boolean {
  if (typeof pattern !== 'string') throw new FlowCompileError('the MatchString pattern must be a constant text');
  const check = checkPattern(pattern);
  if (!check.ok) throw new FlowCompileError(`the MatchString pattern ${check.reason}`);
  const compiled = compileRe2(pattern);
  if (!compiled.ok) throw new FlowCompileError(`the MatchString pattern ${compiled.reason}`);
  return boundedMatcher(compiled.pattern);
}

/** Whether a text holds a match of the RE2 pattern (anywhere); texts over MAX_MATCH_INPUT_LENGTH never match. */
export function boundedMatcher(regex: RE2JS): (text: string) => boolean {
  return (text) => text.length <= MAX_MATCH_INPUT_LENGTH && regex.test(text);
}
