import { describe, expect, it } from 'vitest';
import { filterByKeyOrName } from './filterAttributes';

const attributes = [
  { key: 'ipAddress', displayName: 'IP Address' },
  { key: 'pincode', displayName: 'PIN Code' },
  { key: 'email', displayName: 'Email Address' },
];

describe('filterByKeyOrName', () => {
  it('matches the key or the display name, ignoring case and surrounding spaces', () => {
    expect(filterByKeyOrName(attributes, ' ADDRESS ').map((a) => a.key)).toEqual(['ipAddress', 'email']);
    expect(filterByKeyOrName(attributes, 'pinc').map((a) => a.key)).toEqual(['pincode']);
    expect(filterByKeyOrName(attributes, 'pin code').map((a) => a.key)).toEqual(['pincode']);
    expect(filterByKeyOrName(attributes, '')).toHaveLength(3);
    expect(filterByKeyOrName(attributes, 'nothing')).toEqual([]);
  });
});
