import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, SCRYPT_PARAMETERS, verifyPassword } from './passwords';

describe('password hashing (scrypt)', () => {
  it('stores the parameters and a random salt, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMETERS.N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{86}$`));
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  it('asks for 10 to 128 characters', () => {
    expect(passwordProblem('short')).toBe('Use at least 10 characters.');
    expect(passwordProblem('x'.repeat(129))).toBe('Use at most 128 characters.');
    expect(passwordProblem('long enough now')).toBeUndefined();
  });
});
