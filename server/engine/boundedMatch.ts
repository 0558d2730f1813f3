import { checkPattern } from '../workflows/patternSafety';
import { FlowCompileError } from './compileError';

/** Texts longer than this never match: with the pattern check, it bounds a match's running time. */
export const MAX_MATCH_INPUT_LENGTH = 10_000;

/**
 * Compiles a MatchString pattern once: refused (FlowCompileError) unless it passes the save-time
 * check (`checkPattern`: length bound, no nested quantifiers or ambiguous repeated alternatives,
 * no back-references). The matcher refuses texts over MAX_MATCH_INPUT_LENGTH characters.
 */
export function compilePattern(pattern: unknown): (text: string) => boolean {
  if (typeof pattern !== 'string') throw new FlowCompileError('the MatchString pattern must be a constant text');
  const check = checkPattern(pattern);
  if (!check.ok) throw new FlowCompileError(`the MatchString pattern ${check.reason}`);
  const regex = new RegExp(pattern);
  return (text) => text.length <= MAX_MATCH_INPUT_LENGTH && regex.test(text);
}
