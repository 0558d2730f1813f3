import { describe, expect, it } from 'vitest';
import { catalogueCapabilities } from '~/fixtures';
import { offeredCapabilities } from './offeredCapabilities';

describe('offeredCapabilities (document 2 section 5.5)', () => {
  it('offers active capabilities that list the plan, by name', () => {
    const names = offeredCapabilities(catalogueCapabilities, 'growth').map((c) => c.name);
    const expected = catalogueCapabilities.filter((c) => c.active && c.plansWithAccess.includes('growth')).map((c) => c.name).sort((a, b) => a.localeCompare(b));
    expect(names).toEqual(expected);
    expect(names).not.toContain('Login Contact Guard');
  });

  it('takes the free plan when there is none, and offers nothing a plan does not list', () => {
    const enterpriseOnly = catalogueCapabilities.filter((c) => c.plansWithAccess.length === 1 && c.plansWithAccess[0] === 'enterprise');
    expect(enterpriseOnly.length).toBeGreaterThan(0);
    expect(offeredCapabilities(enterpriseOnly, null)).toEqual([]);
    expect(offeredCapabilities(enterpriseOnly, 'enterprise').length).toBe(enterpriseOnly.filter((c) => c.active).length);
  });
});
