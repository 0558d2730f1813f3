import { describe, expect, it } from 'vitest';
import { checkPattern, MAX_PATTERN_LENGTH } from './patternSafety';

describe('checkPattern', () => {
  it.each(['^[A-Z]{5}[0-9]{4}[A-Z]$', 'HeadlessChrome|PhantomJS', '^\\+91[6-9]\\d{9}$', '(com|org|net)+', '^[a-z0-9._%+-]+@acme\\.test$', '(?:ab)+c', 'a{2,5}', '[(]+\\)'])('accepts %s', (pattern) => {
    expect(checkPattern(pattern)).toEqual({ ok: true });
  });

  it.each([
    ['(a+)+', 'nested quantifiers'],
    ['(a*)*$', 'nested quantifiers'],
    ['(?:\\d+)*x', 'nested quantifiers'],
    ['((ab)+)+', 'nested quantifiers'],
    ['(x+x+)+y', 'nested quantifiers'],
    ['^(a+){2,}$', 'nested quantifiers'],
    ['(a|ab)*c', 'alternatives start alike'],
    ['(\\d|\\d\\d)+$', 'alternatives start alike'],
    ['(a)\\1', 'back-reference'],
    ['a{1,5000}', 'more than 1000'],
    ['([a-z', 'not a valid RE2 regular expression (missing closing ]'],
    ['(?<n>a)\\k<n>', 'back-reference'],
    ['a(?=b)', 'lookahead or lookbehind'],
    ['a(?!b)', 'lookahead or lookbehind'],
    ['(?<=a)b', 'lookahead or lookbehind'],
    ['(?<!a)b', 'lookahead or lookbehind'],
    ['\\u0041', 'not a valid RE2 regular expression (invalid escape sequence'],
  ])('refuses %s (%s)', (pattern, reason) => {
    const check = checkPattern(pattern);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toContain(reason);
  });

  it('accepts RE2 syntax: flags, named groups, Unicode classes and hex escapes', () => {
    for (const pattern of ['(?i)^abc$', '(?P<word>\\w+)', '(?<word>\\w+)', '^\\pL+$', '\\x{41}', '[(?=]x']) expect(checkPattern(pattern), pattern).toEqual({ ok: true });
  });

  it(`refuses patterns longer than ${MAX_PATTERN_LENGTH} characters`, () => {
    expect(checkPattern('a'.repeat(MAX_PATTERN_LENGTH))).toEqual({ ok: true });
    const check = checkPattern('a'.repeat(MAX_PATTERN_LENGTH + 1));
    expect(check).toEqual({ ok: false, reason: `is longer than ${MAX_PATTERN_LENGTH} characters` });
  });

  it('does not mistake quantifier characters inside classes or escapes for quantifiers', () => {
    expect(checkPattern('([+*])+')).toEqual({ ok: true });
    expect(checkPattern('(\\+)+')).toEqual({ ok: true });
  });
});
