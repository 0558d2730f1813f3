import { describe, expect, it } from 'vitest';
import { isSignedInStatus } from './signedInStatus';

describe('isSignedInStatus', () => {
  it('counts an answered list and an unverified refusal as signed in', () => {
    expect(isSignedInStatus(200)).toBe(true);
    expect(isSignedInStatus(403)).toBe(true);
  });

  it('counts a missing session and every other failure as signed out', () => {
    for (const status of [401, 404, 429, 500, 503]) expect(isSignedInStatus(status)).toBe(false);
  });
});
