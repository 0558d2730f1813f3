import { describe, expect, it } from 'vitest';
import { validateOrganisationName } from './organisationName';

describe('validateOrganisationName', () => {
  it('requires a name', () => {
    expect(validateOrganisationName('')).toBe('Required');
    expect(validateOrganisationName('   ')).toBe('Required');
  });

  it('needs at least 2 characters, not counting surrounding spaces', () => {
    expect(validateOrganisationName('A')).toBe('Too Short!');
    expect(validateOrganisationName(' A ')).toBe('Too Short!');
    expect(validateOrganisationName('Ab')).toBeUndefined();
  });

  it('allows at most 50 characters', () => {
    expect(validateOrganisationName('a'.repeat(50))).toBeUndefined();
    expect(validateOrganisationName('a'.repeat(51))).toBe('Too Long!');
  });
});
