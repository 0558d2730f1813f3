import { describe, expect, it } from 'vitest';
import { InvalidInputError } from './errors';
import { assertSafeText, findUnsafeText } from './safeText';

describe('text the database cannot store', () => {
  it('finds a NUL character or a lone surrogate in values and keys, naming where', () => {
    expect(findUnsafeText({ name: 'a\u0000b' }, 'body')).toBe('body.name contains a NUL character');
    expect(findUnsafeText({ list: ['ok', 'a\ud800'] }, 'body')).toBe('body.list[1] contains a lone UTF-16 surrogate (not valid Unicode)');
    expect(findUnsafeText({ nested: { ['k\udc00']: 1 } }, 'body')).toBe('body.nested has a field name that contains a lone UTF-16 surrogate (not valid Unicode)');
  });

  it('accepts paired surrogates (emoji) and ordinary text', () => {
    expect(findUnsafeText({ name: 'Priya 🙂', note: ['é', 'ü'] }, 'body')).toBeNull();
  });

  it('refuses with an invalid-input error whose message holds no unsafe character', () => {
    expect(() => assertSafeText({ ['k\u0000']: 1 }, 'query')).toThrow(InvalidInputError);
    try {
      assertSafeText({ ['k\u0000']: 1 }, 'query');
    } catch (error) {
      expect((error as Error).message.includes('\u0000')).toBe(false);
    }
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let value: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i += 1) value = [value];
    expect(findUnsafeText(value, 'body')).toMatch(/contains a NUL character$/);
  });
});
