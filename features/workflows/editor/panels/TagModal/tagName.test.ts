import { describe, expect, it } from 'vitest';
import { tagNameError } from './tagName';

describe('tagNameError', () => {
  it('needs at least 3 characters, not counting surrounding spaces', () => {
    expect(tagNameError('ab', [])).toBe('Tag Name must be at least 3 characters long.');
    expect(tagNameError('  ab  ', [])).toBe('Tag Name must be at least 3 characters long.');
    expect(tagNameError('abc', [])).toBeNull();
  });

  it('refuses a name another tag of the flow has, whatever its case', () => {
    expect(tagNameError('High Risk', ['high risk', 'Low Risk'])).toBe('A tag with the same name already exists in the capability');
    expect(tagNameError('Medium Risk', ['high risk', 'Low Risk'])).toBeNull();
  });

  it("accepts the tag's own name unchanged on rename", () => {
    expect(tagNameError('High Risk', ['High Risk', 'Low Risk'], 'High Risk')).toBeNull();
    expect(tagNameError('Low Risk', ['High Risk', 'Low Risk'], 'High Risk')).toBe('A tag with the same name already exists in the capability');
  });
});
