import { describe, expect, it } from 'vitest';
import { parseTagInput } from './parseTagInput';

describe('parseTagInput', () => {
  it('keeps text without a comma as the draft', () => {
    expect(parseTagInput('acme.co', [])).toEqual({ tags: [], draft: 'acme.co' });
  });

  it('ends a tag at a comma and keeps typing after it', () => {
    expect(parseTagInput('acme.co,', [])).toEqual({ tags: ['acme.co'], draft: '' });
    expect(parseTagInput('acme.co, glob', [])).toEqual({ tags: ['acme.co'], draft: 'glob' });
  });

  it('splits pasted lists into several tags', () => {
    expect(parseTagInput('a.in, b.in ,c.in', ['x.in'])).toEqual({ tags: ['x.in', 'a.in', 'b.in'], draft: 'c.in' });
  });

  it('commits the draft on Enter or blur', () => {
    expect(parseTagInput('  acme.co  ', ['x.in'], { commit: true })).toEqual({ tags: ['x.in', 'acme.co'], draft: '' });
    expect(parseTagInput('a.in, b.in', [], { commit: true })).toEqual({ tags: ['a.in', 'b.in'], draft: '' });
  });

  it('drops a leading comma and empty tags', () => {
    expect(parseTagInput(',', [])).toEqual({ tags: [], draft: '' });
    expect(parseTagInput(',acme.co', [])).toEqual({ tags: [], draft: 'acme.co' });
    expect(parseTagInput(', ,,acme.co,', [])).toEqual({ tags: ['acme.co'], draft: '' });
    expect(parseTagInput('   ', [], { commit: true })).toEqual({ tags: [], draft: '' });
  });

  it('does not add a tag twice, whatever its case', () => {
    expect(parseTagInput('Acme.co,', ['acme.co'])).toEqual({ tags: ['acme.co'], draft: '' });
    expect(parseTagInput('b.in, B.IN, b.in', [], { commit: true })).toEqual({ tags: ['b.in'], draft: '' });
  });

  it('leaves the existing tags untouched', () => {
    const existing = ['a.in'];
    parseTagInput('b.in,', existing);
    expect(existing).toEqual(['a.in']);
  });
});
