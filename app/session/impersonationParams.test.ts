import { describe, expect, it } from 'vitest';
import { impersonationParams, withoutImpersonationParams } from './impersonationParams';

describe('impersonation parameters', () => {
  it('reads authToken and orgId only when both are present', () => {
    expect(impersonationParams('?authToken=vfimp_a.b&orgId=org_acme')).toEqual({ authToken: 'vfimp_a.b', orgId: 'org_acme' });
    expect(impersonationParams('?authToken=vfimp_a.b')).toBeNull();
    expect(impersonationParams('?orgId=org_acme')).toBeNull();
    expect(impersonationParams('?authToken=&orgId=org_acme')).toBeNull();
    expect(impersonationParams('')).toBeNull();
  });

  it('removes them from the query and keeps the rest', () => {
    expect(withoutImpersonationParams('?authToken=vfimp_a.b&orgId=org_acme')).toBe('');
    expect(withoutImpersonationParams('?tab=keys&authToken=x&orgId=y&page=2')).toBe('?tab=keys&page=2');
    expect(withoutImpersonationParams('?authToken=x')).toBe('');
  });
});
