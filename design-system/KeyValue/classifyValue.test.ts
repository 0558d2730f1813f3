import { describe, expect, it } from 'vitest';
import { classifyValue, cutText, isEmptyValue, isHttpLink, visibleEntries } from './classifyValue';

describe('classifyValue', () => {
  it('shows empty values as empty', () => {
    for (const v of [null, undefined, '', '   ', [], {}, Number.NaN]) expect(classifyValue(v)).toEqual({ kind: 'empty' });
  });

  it('puts objects and arrays with members behind details', () => {
    expect(classifyValue({ a: 1 })).toEqual({ kind: 'details', value: { a: 1 } });
    expect(classifyValue([1, 2])).toEqual({ kind: 'details', value: [1, 2] });
  });

  it('shows http and https addresses as links, however long', () => {
    expect(classifyValue('https://example.com/a?b=c')).toEqual({ kind: 'link', href: 'https://example.com/a?b=c' });
    expect(classifyValue('HTTP://example.com')).toEqual({ kind: 'link', href: 'HTTP://example.com' });
    const long = `https://cdn.example.com/${'x'.repeat(200)}.png`;
    expect(classifyValue(long)).toEqual({ kind: 'link', href: long });
  });

  it('does not treat other schemes or text with spaces as links', () => {
    expect(classifyValue('ftp://example.com').kind).toBe('text');
    expect(classifyValue('javascript:alert(1)').kind).toBe('text');
    expect(classifyValue('see https://example.com').kind).toBe('text');
  });

  it('cuts text over 100 characters with an ellipsis and keeps the full text', () => {
    const exactly = 'a'.repeat(100);
    expect(classifyValue(exactly)).toEqual({ kind: 'text', text: exactly });
    const over = 'b'.repeat(101);
    expect(classifyValue(over)).toEqual({ kind: 'longText', preview: `${'b'.repeat(100)}…`, full: over });
  });

  it('shows numbers and booleans as text', () => {
    expect(classifyValue(0)).toEqual({ kind: 'text', text: '0' });
    expect(classifyValue(false)).toEqual({ kind: 'text', text: 'false' });
    expect(classifyValue(12.5)).toEqual({ kind: 'text', text: '12.5' });
  });

  it('takes another cut length', () => {
    expect(classifyValue('abcdef', 3)).toEqual({ kind: 'longText', preview: 'abc…', full: 'abcdef' });
  });
});

describe('helpers', () => {
  it('isEmptyValue keeps zero and false', () => {
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue(false)).toBe(false);
  });

  it('isHttpLink needs a host', () => {
    expect(isHttpLink('https://')).toBe(false);
    expect(isHttpLink(' https://example.com ')).toBe(true);
  });

  it('cutText leaves short text alone', () => {
    expect(cutText('short')).toBe('short');
  });

  it('visibleEntries drops hidden keys and keeps order', () => {
    expect(visibleEntries({ status: 200, name: 'A', requestId: 'r', city: 'B' }, ['status', 'requestId'])).toEqual([
      ['name', 'A'],
      ['city', 'B'],
    ]);
  });
});
