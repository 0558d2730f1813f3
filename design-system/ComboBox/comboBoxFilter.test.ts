import { describe, expect, it } from 'vitest';
import { filterByLabel, matchesLabel } from './comboBoxFilter';

const options = [
  { id: 'IN', label: 'India' },
  { id: 'ID', label: 'Indonesia' },
  { id: 'AE', label: 'United Arab Emirates' },
  { id: 'GB', label: 'United Kingdom' },
  { id: 'US', label: 'United States' },
];

describe('matchesLabel', () => {
  it('matches a substring anywhere in the label, whatever the case', () => {
    expect(matchesLabel('United Arab Emirates', 'arab')).toBe(true);
    expect(matchesLabel('United Arab Emirates', 'EMIR')).toBe(true);
    expect(matchesLabel('India', 'iNd')).toBe(true);
    expect(matchesLabel('India', 'dia')).toBe(true);
  });

  it('does not match what the label does not contain', () => {
    expect(matchesLabel('India', 'indon')).toBe(false);
    expect(matchesLabel('United States', 'states of')).toBe(false);
  });

  it('ignores spaces around the query and matches everything when it is empty', () => {
    expect(matchesLabel('United Kingdom', '  kingdom ')).toBe(true);
    expect(matchesLabel('India', '')).toBe(true);
    expect(matchesLabel('India', '   ')).toBe(true);
  });

  it('keeps spaces inside the query', () => {
    expect(matchesLabel('United Kingdom', 'd k')).toBe(true);
    expect(matchesLabel('United Kingdom', 'dk')).toBe(false);
  });
});

describe('filterByLabel', () => {
  it('keeps the matching options in their order', () => {
    expect(filterByLabel(options, 'ind').map((o) => o.id)).toEqual(['IN', 'ID']);
    expect(filterByLabel(options, 'UNITED').map((o) => o.id)).toEqual(['AE', 'GB', 'US']);
    expect(filterByLabel(options, 'zz')).toEqual([]);
    expect(filterByLabel(options, '')).toHaveLength(5);
  });
});
