import { describe, expect, it } from 'vitest';
import { filterByKey, selectedCountText, sortAttributes } from './awaitSelection';

const attributes = [
  { key: 'pan', displayName: 'PAN Number' },
  { key: 'fullName', displayName: 'Full Name' },
  { key: 'panImage', displayName: 'Card Image' },
];

describe('selectedCountText', () => {
  it('uses the singular for one value only', () => {
    expect(selectedCountText(0)).toBe('0 Values are Selected');
    expect(selectedCountText(1)).toBe('1 Value is Selected');
    expect(selectedCountText(3)).toBe('3 Values are Selected');
  });
});

describe('filterByKey', () => {
  it('matches the key case-insensitively, not the display name', () => {
    expect(filterByKey(attributes, 'PAN').map((a) => a.key)).toEqual(['pan', 'panImage']);
    expect(filterByKey(attributes, 'card')).toEqual([]);
    expect(filterByKey(attributes, '  ')).toHaveLength(3);
  });
});

describe('sortAttributes', () => {
  it('sorts by display name or key, either way', () => {
    expect(sortAttributes(attributes, 'displayName', 'asc').map((a) => a.key)).toEqual(['panImage', 'fullName', 'pan']);
    expect(sortAttributes(attributes, 'key', 'desc').map((a) => a.key)).toEqual(['panImage', 'pan', 'fullName']);
  });
});
