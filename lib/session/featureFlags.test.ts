import { describe, expect, it } from 'vitest';
import {
  FEATURE_AREAS,
  defaultFeatureFlags,
  flagAllows,
  navItemVisible,
  normalizeRegion,
  resolveFeatureFlags,
  type FeatureArea,
  type FeatureFlags,
  type FlagAccess,
} from './featureFlags';

const AREAS = [
  'workflows',
  'entities',
  'lists',
  'bulkVerification',
  'customCapabilities',
  'insights',
  'demo',
  'docs',
  'transactions',
] as const;
const ACCESSES = ['read', 'write', 'delete'] as const;
const ON = { read: true, write: true, delete: true };
const OFF = { read: false, write: false, delete: false };

const allAreas = (value: { read: boolean; write: boolean; delete: boolean }) =>
  Object.fromEntries(AREAS.map((area) => [area, { ...value }]));

describe('feature areas', () => {
  it('are the nine areas of section 6', () => {
    expect([...FEATURE_AREAS].sort()).toEqual([...AREAS].sort());
  });
});

describe('normalizeRegion', () => {
  it('keeps us and defaults everything else to in', () => {
    expect(normalizeRegion('us')).toBe('us');
    expect(normalizeRegion('in')).toBe('in');
    expect(normalizeRegion(undefined)).toBe('in');
    expect(normalizeRegion('eu')).toBe('in');
    expect(normalizeRegion(null)).toBe('in');
  });
});

describe('defaultFeatureFlags', () => {
  it('turns every area fully on in region in', () => {
    expect(defaultFeatureFlags('in')).toEqual(allAreas(ON));
  });

  it('turns bulkVerification off in region us and leaves the rest on', () => {
    expect(defaultFeatureFlags('us')).toEqual({ ...allAreas(ON), bulkVerification: OFF });
  });

  it('returns a fresh object each time', () => {
    const a = defaultFeatureFlags('in');
    a.docs.read = false;
    expect(defaultFeatureFlags('in').docs.read).toBe(true);
  });
});

describe('resolveFeatureFlags', () => {
  it.each([null, undefined, {}])('uses the defaults when the API sends %j', (raw) => {
    expect(resolveFeatureFlags(raw, 'in')).toEqual(allAreas(ON));
    expect(resolveFeatureFlags(raw, 'us')).toEqual({ ...allAreas(ON), bulkVerification: OFF });
  });

  const overridable = AREAS.filter((area) => area !== 'lists');
  for (const area of overridable) {
    for (const access of ACCESSES) {
      if (area === 'transactions' && access === 'read') continue;
      it(`lets the API turn ${area}.${access} off and keeps the other accesses`, () => {
        const flags = resolveFeatureFlags({ [area]: { [access]: false } }, 'in');
        expect(flags[area]).toEqual({ ...ON, [access]: false });
        for (const other of AREAS.filter((a) => a !== area)) expect(flags[other]).toEqual(ON);
      });
    }
  }

  it('forces transactions read on', () => {
    expect(resolveFeatureFlags({ transactions: { read: false, write: false, delete: false } }, 'in').transactions).toEqual({
      read: true,
      write: false,
      delete: false,
    });
    expect(resolveFeatureFlags(allAreas(OFF), 'us').transactions.read).toBe(true);
  });

  it('keeps lists always on, all three accesses', () => {
    expect(resolveFeatureFlags({ lists: OFF }, 'in').lists).toEqual(ON);
    expect(resolveFeatureFlags({ lists: { delete: false } }, 'us').lists).toEqual(ON);
  });

  it('applies every override and the forced rules together', () => {
    expect(resolveFeatureFlags(allAreas(OFF), 'in')).toEqual({
      ...allAreas(OFF),
      lists: ON,
      transactions: { read: true, write: false, delete: false },
    });
  });

  it('lets the API turn bulkVerification on in region us', () => {
    expect(resolveFeatureFlags({ bulkVerification: { read: true } }, 'us').bulkVerification).toEqual({
      read: true,
      write: false,
      delete: false,
    });
    expect(resolveFeatureFlags({ bulkVerification: ON }, 'us').bulkVerification).toEqual(ON);
  });

  it('lets the API turn bulkVerification off in region in', () => {
    expect(resolveFeatureFlags({ bulkVerification: OFF }, 'in').bulkVerification).toEqual(OFF);
  });

  it('ignores unknown areas, null areas and non-boolean values', () => {
    const raw = {
      spaceships: { read: false },
      docs: null,
      insights: { read: 'no', write: 0, delete: null },
      demo: 'off',
    } as unknown as Parameters<typeof resolveFeatureFlags>[0];
    const flags = resolveFeatureFlags(raw, 'in');
    expect(flags).toEqual(allAreas(ON));
    expect(flags).not.toHaveProperty('spaceships');
  });

  it('does not change the object it is given', () => {
    const raw = { lists: { read: false }, transactions: { read: false } };
    resolveFeatureFlags(raw, 'in');
    expect(raw).toEqual({ lists: { read: false }, transactions: { read: false } });
  });
});

describe('flagAllows', () => {
  it('answers each area and access', () => {
    for (const area of AREAS) {
      for (const access of ACCESSES) {
        const flags = defaultFeatureFlags('in');
        expect(flagAllows(flags, area, access)).toBe(true);
        flags[area][access] = false;
        expect(flagAllows(flags, area, access)).toBe(false);
        for (const other of ACCESSES.filter((a) => a !== access)) expect(flagAllows(flags, area, other)).toBe(true);
      }
    }
  });

  it('answers bulkVerification false in region us', () => {
    const flags = resolveFeatureFlags(undefined, 'us');
    for (const access of ACCESSES) expect(flagAllows(flags, 'bulkVerification', access)).toBe(false);
  });
});

describe('navItemVisible', () => {
  const flagsWith = (area: FeatureArea, access: FlagAccess, value: boolean): FeatureFlags => {
    const flags = defaultFeatureFlags('in');
    flags[area][access] = value;
    return flags;
  };

  it('shows an item without a flag id', () => {
    expect(navItemVisible(allAreas(OFF), undefined)).toBe(true);
    expect(navItemVisible(allAreas(OFF), '')).toBe(true);
  });

  it('shows an item whose flag id is not a known area', () => {
    expect(navItemVisible(allAreas(OFF), 'home')).toBe(true);
  });

  it('shows an item when the flags or its area are absent', () => {
    expect(navItemVisible(undefined, 'workflows')).toBe(true);
    expect(navItemVisible(null, 'docs')).toBe(true);
    expect(navItemVisible({}, 'docs')).toBe(true);
    expect(navItemVisible({ docs: {} }, 'docs')).toBe(true);
    expect(navItemVisible({ docs: { write: false } }, 'docs')).toBe(true);
  });

  it.each(AREAS)('follows the read flag of %s', (area) => {
    expect(navItemVisible(flagsWith(area, 'read', true), area)).toBe(true);
    expect(navItemVisible(flagsWith(area, 'read', false), area)).toBe(false);
  });

  it.each(AREAS)('ignores the write and delete flags of %s', (area) => {
    expect(navItemVisible(flagsWith(area, 'write', false), area)).toBe(true);
    expect(navItemVisible(flagsWith(area, 'delete', false), area)).toBe(true);
  });

  it('hides Bulk Query in region us', () => {
    expect(navItemVisible(resolveFeatureFlags(undefined, 'us'), 'bulkVerification')).toBe(false);
    expect(navItemVisible(resolveFeatureFlags(undefined, 'in'), 'bulkVerification')).toBe(true);
  });
});
