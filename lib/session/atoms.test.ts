import { createStore } from 'jotai';
import { unstable_serialize } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthDetails as ApiAuthDetails } from '~/contract';
import { selectedModeAtom, selectedOrgIdAtom } from './atoms';
import { resolveMode, type Mode, type OrgSettings } from './billing';
import { type FeatureFlags } from './featureFlags';
import { defaultFeatureFlags } from './featureFlags';
import { createPermissionSet } from './permissions';
import {
  authDetailsFromApi,
  cachedData,
  resolveSessionEnvironment,
  sessionFeatureFlags,
  type AuthDetails,
  type Organization,
} from './sessionData';
import { clearLocalSession, toggledEnvStorage } from './storage';

const details = (overrides: Partial<AuthDetails> = {}): AuthDetails => ({
  region: 'in',
  nickname: 'asha',
  email: 'asha@example.com',
  user_name: 'Asha Rao',
  picture: 'https://example.com/asha.png',
  email_verified: true,
  permissions: [],
  isSuperAdmin: false,
  ...overrides,
});

const apiDetails = (overrides: Partial<ApiAuthDetails> = {}): ApiAuthDetails => ({
  user: { nickname: 'asha', user_name: 'Asha Rao', email: 'asha@example.com', email_verified: true },
  permissions: [],
  region: 'in',
  feature_flag: defaultFeatureFlags('in'),
  isSuperAdmin: false,
  activeOrganizationId: 'org_1',
  ...overrides,
});

const orgSettings = (overrides: Partial<OrgSettings> = {}): OrgSettings => ({
  isLiveEnabled: false,
  liveStatus: 'NOT_REQUESTED',
  merchantPaymentType: null,
  feature_flag: defaultFeatureFlags('in'),
  isWhitelisted: false,
  isPrepaidAccount: false,
  isPostpaidAccount: true,
  ...overrides,
});

const flagsWith = (change: (flags: FeatureFlags) => void): FeatureFlags => {
  const flags = defaultFeatureFlags('in');
  change(flags);
  return flags;
};

const acme: Organization = { id: 'org_1', displayName: 'Acme', industry: 'fintech', geography: 'in', role: 'owner' };
const globex: Organization = { id: 'org_2', displayName: 'Globex', industry: 'ecommerce', geography: 'in', role: 'member' };

/** An SWR cache as the session hooks see it, filled for one environment. */
class FakeCache extends Map<string, { data?: unknown }> {
  put(key: readonly unknown[], data: unknown): this {
    this.set(unstable_serialize(key), { data });
    return this;
  }
  organizations(list: Organization[], region = 'in', mode: Mode = 'test') {
    return this.put(['/v1/auth/user/organizations', region, mode], { organizations: list });
  }
  authDetails(body: ApiAuthDetails, orgId = 'org_1', region = 'in', mode: Mode = 'test') {
    return this.put(['/v1/auth/me', region, mode, orgId], body);
  }
  settings(body: OrgSettings, orgId = 'org_1', region = 'in', mode: Mode = 'test') {
    return this.put(['/v1/auth/organization/settings', region, mode, orgId], body);
  }
}

/** The mode in force for a store's choice and the cache's settings, as the API client resolves it. */
const modeOf = (store: ReturnType<typeof createStore>, cache: FakeCache) =>
  resolveSessionEnvironment({ orgId: store.get(selectedOrgIdAtom), mode: store.get(selectedModeAtom) }, cache).mode;

/** What the mode switch does (useMode): the choice is kept only while live is enabled. */
function switchMode(store: ReturnType<typeof createStore>, settings: OrgSettings | null, next: Mode | ((current: Mode) => Mode)) {
  if (!settings?.isLiveEnabled) return;
  const current = resolveMode(store.get(selectedModeAtom), true);
  store.set(selectedModeAtom, typeof next === 'function' ? next(current) : next);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('authDetailsFromApi', () => {
  it('flattens the user and keeps no other field', () => {
    const flags = defaultFeatureFlags('us');
    const flat = authDetailsFromApi({
      user: { nickname: 'priya', user_name: 'Priya Sharma', email: 'priya@example.com', email_verified: false, picture: 'https://example.com/p.png' },
      permissions: ['read:member', '*:workflows'],
      region: 'us',
      feature_flag: flags,
      isSuperAdmin: false,
      activeOrganizationId: 'org_1',
    });
    expect(flat).toEqual({
      region: 'us',
      feature_flag: flags,
      nickname: 'priya',
      user_name: 'Priya Sharma',
      email: 'priya@example.com',
      email_verified: false,
      picture: 'https://example.com/p.png',
      permissions: ['read:member', '*:workflows'],
      isSuperAdmin: false,
    });
  });
});

describe('permissions of the auth details (usePermissions)', () => {
  const permissionsOf = (d: AuthDetails | null) => createPermissionSet(d?.permissions ?? [], { superAdmin: d?.isSuperAdmin ?? false });

  it('are none while signed out', () => {
    const set = permissionsOf(null);
    expect(set.superAdmin).toBe(false);
    expect(set.hasAny('workflows')).toBe(false);
  });

  it('follow the auth details', () => {
    const set = permissionsOf(details({ permissions: ['read:member', '*:workflows', 'bogus'] }));
    expect(set.has('read', 'member')).toBe(true);
    expect(set.has('delete', 'workflows')).toBe(true);
    expect(set.has('update', 'member')).toBe(false);
  });

  it('give a super admin every permission', () => {
    const set = permissionsOf(details({ isSuperAdmin: true }));
    expect(set.superAdmin).toBe(true);
    expect(set.has('delete', 'organization')).toBe(true);
  });
});

describe('region and feature flags', () => {
  it('default to region in with every flag on', () => {
    expect(resolveSessionEnvironment({ orgId: null, mode: null }, new FakeCache()).region).toBe('in');
    expect(sessionFeatureFlags(null, null, 'in')).toEqual(defaultFeatureFlags('in'));
  });

  it('turn bulkVerification off in region us', () => {
    const cache = new FakeCache().organizations([acme]).authDetails(apiDetails({ region: 'us' }));
    const { region } = resolveSessionEnvironment({ orgId: null, mode: null }, cache);
    expect(region).toBe('us');
    expect(sessionFeatureFlags(null, details({ region }), region).bulkVerification).toEqual({ read: false, write: false, delete: false });
  });

  it('use the auth details flags until the organisation settings load', () => {
    expect(sessionFeatureFlags(null, details({ feature_flag: { insights: { read: false } } }), 'in').insights.read).toBe(false);
  });

  it('prefer the organisation settings flags', () => {
    const flags = sessionFeatureFlags(
      orgSettings({ feature_flag: flagsWith((f) => (f.demo.read = false)) }),
      details({ feature_flag: { insights: { read: false } } }),
      'in',
    );
    expect(flags.insights.read).toBe(true);
    expect(flags.demo.read).toBe(false);
  });

  it('apply the forced rules', () => {
    const flags = sessionFeatureFlags(
      orgSettings({
        feature_flag: flagsWith((f) => {
          f.transactions.read = false;
          f.lists = { read: false, write: true, delete: false };
        }),
      }),
      null,
      'in',
    );
    expect(flags.transactions.read).toBe(true);
    expect(flags.lists).toEqual({ read: true, write: true, delete: true });
  });
});

describe('the active organisation (selectedOrgIdAtom and the organisation list)', () => {
  const orgIdOf = (store: ReturnType<typeof createStore>, cache: FakeCache) =>
    resolveSessionEnvironment({ orgId: store.get(selectedOrgIdAtom), mode: null }, cache).orgId;

  it('is none without organisations', () => {
    expect(orgIdOf(createStore(), new FakeCache())).toBeNull();
  });

  it('is the first organisation returned', () => {
    expect(orgIdOf(createStore(), new FakeCache().organizations([acme, globex]))).toBe('org_1');
  });

  it('is a chosen organisation, and the first again when the choice is cleared', () => {
    const store = createStore();
    const cache = new FakeCache().organizations([acme, globex]);
    store.set(selectedOrgIdAtom, 'org_2');
    expect(orgIdOf(store, cache)).toBe('org_2');
    store.set(selectedOrgIdAtom, null);
    expect(orgIdOf(store, cache)).toBe('org_1');
  });

  it('is a chosen id that is not in the list (impersonation)', () => {
    const store = createStore();
    store.set(selectedOrgIdAtom, 'org_9');
    expect(orgIdOf(store, new FakeCache().organizations([acme]))).toBe('org_9');
  });
});

describe('the environment while a switch loads', () => {
  it('moves to live with the test answers until the live ones load', () => {
    const cache = new FakeCache().organizations([acme]).authDetails(apiDetails()).settings(orgSettings({ isLiveEnabled: true }));
    expect(resolveSessionEnvironment({ orgId: null, mode: null }, cache)).toEqual({ region: 'in', mode: 'live', orgId: 'org_1' });
  });

  it('moves to the region of the auth details', () => {
    const cache = new FakeCache().organizations([acme]).authDetails(apiDetails({ region: 'us' })).settings(orgSettings());
    expect(resolveSessionEnvironment({ orgId: null, mode: null }, cache)).toEqual({ region: 'us', mode: 'test', orgId: 'org_1' });
  });

  it('reads the exact key first, else the answer last written under the same path', () => {
    const cache = new FakeCache().settings(orgSettings({ liveStatus: 'PENDING' }), 'org_1').settings(orgSettings({ liveStatus: 'APPROVED' }), 'org_2');
    const key = ['/v1/auth/organization/settings', 'in', 'test', 'org_1'] as const;
    expect(cachedData<OrgSettings>(cache, key, key[0])?.liveStatus).toBe('PENDING');
    expect(cachedData<OrgSettings>(cache, ['/v1/auth/organization/settings', 'in', 'live', 'org_3'], key[0])?.liveStatus).toBe('APPROVED');
    expect(cachedData(new FakeCache(), key, key[0])).toBeUndefined();
  });
});

describe('the mode (section 4.3): selectedModeAtom and the settings', () => {
  const withSettings = (settings: OrgSettings) => new FakeCache().organizations([acme]).settings(settings);
  const live = orgSettings({ isLiveEnabled: true });
  const notLive = orgSettings({ isLiveEnabled: false });

  describe('initial value with nothing stored', () => {
    it('is test before the organisation settings load', () => {
      expect(modeOf(createStore(), new FakeCache())).toBe('test');
    });

    it('is live when live is enabled', () => {
      expect(modeOf(createStore(), withSettings(live))).toBe('live');
    });

    it('is test when live is not enabled', () => {
      expect(modeOf(createStore(), withSettings(notLive))).toBe('test');
    });

    it('does not write the derived value to storage', () => {
      modeOf(createStore(), withSettings(live));
      expect(localStorage.getItem('toggledEnv')).toBeNull();
    });
  });

  describe('stored value', () => {
    it('test is kept while live is enabled', () => {
      localStorage.setItem('toggledEnv', 'test');
      expect(modeOf(createStore(), withSettings(live))).toBe('test');
    });

    it('live is kept while live is enabled', () => {
      localStorage.setItem('toggledEnv', 'live');
      expect(modeOf(createStore(), withSettings(live))).toBe('live');
    });

    it('live reads as test while live is not enabled', () => {
      localStorage.setItem('toggledEnv', 'live');
      const store = createStore();
      expect(modeOf(store, withSettings(notLive))).toBe('test');
      expect(store.get(selectedModeAtom)).toBe('live');
      expect(modeOf(store, withSettings(live))).toBe('live');
    });

    it.each(['LIVE', '"live"', 'prod', ''])('%j reads as nothing stored', (raw) => {
      localStorage.setItem('toggledEnv', raw);
      const store = createStore();
      expect(store.get(selectedModeAtom)).toBeNull();
      expect(modeOf(store, withSettings(live))).toBe('live');
    });
  });

  describe('switching', () => {
    it('persists the choice under toggledEnv as bare text', () => {
      const store = createStore();
      const cache = withSettings(live);
      switchMode(store, live, 'test');
      expect(modeOf(store, cache)).toBe('test');
      expect(localStorage.getItem('toggledEnv')).toBe('test');
      switchMode(store, live, 'live');
      expect(localStorage.getItem('toggledEnv')).toBe('live');
    });

    it('is read back by a new store (a reload)', () => {
      switchMode(createStore(), live, 'test');
      expect(modeOf(createStore(), withSettings(live))).toBe('test');
    });

    it('accepts an updater', () => {
      const store = createStore();
      const cache = withSettings(live);
      switchMode(store, live, (mode) => (mode === 'live' ? 'test' : 'live'));
      expect(modeOf(store, cache)).toBe('test');
      switchMode(store, live, (mode) => (mode === 'live' ? 'test' : 'live'));
      expect(modeOf(store, cache)).toBe('live');
    });

    it('is ignored while live is not enabled', () => {
      const store = createStore();
      switchMode(store, notLive, 'live');
      expect(modeOf(store, withSettings(notLive))).toBe('test');
      expect(localStorage.getItem('toggledEnv')).toBeNull();

      switchMode(createStore(), null, 'live');
      expect(localStorage.getItem('toggledEnv')).toBeNull();
    });

    it('clearing the stored value removes the key', () => {
      const store = createStore();
      store.set(selectedModeAtom, 'test');
      expect(localStorage.getItem('toggledEnv')).toBe('test');
      store.set(selectedModeAtom, null);
      expect(localStorage.getItem('toggledEnv')).toBeNull();
    });
  });

  it('follows a change made in another tab while mounted', () => {
    const store = createStore();
    const cache = withSettings(live);
    const unsubscribe = store.sub(selectedModeAtom, () => undefined);
    expect(modeOf(store, cache)).toBe('live');

    localStorage.setItem('toggledEnv', 'test');
    window.dispatchEvent(new StorageEvent('storage', { key: 'toggledEnv', newValue: 'test', storageArea: localStorage }));
    expect(modeOf(store, cache)).toBe('test');

    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'live', storageArea: localStorage }));
    expect(modeOf(store, cache)).toBe('test');

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea: localStorage }));
    expect(modeOf(store, cache)).toBe('live');

    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'toggledEnv', newValue: 'test', storageArea: localStorage }));
    expect(store.get(selectedModeAtom)).toBeNull();
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const store = createStore();
    const cache = withSettings(live);
    expect(modeOf(store, cache)).toBe('live');
    switchMode(store, live, 'test');
    expect(modeOf(store, cache)).toBe('test');
    expect(() => toggledEnvStorage.removeItem('toggledEnv')).not.toThrow();
  });
});

describe('browser storage', () => {
  it('holds only toggledEnv once the session state is set', () => {
    const store = createStore();
    store.set(selectedOrgIdAtom, 'org_1');
    switchMode(store, orgSettings({ isLiveEnabled: true }), 'test');
    expect(Object.keys(localStorage)).toEqual(['toggledEnv']);
    expect(JSON.stringify(Object.entries(localStorage))).not.toMatch(/token/i);
    expect(sessionStorage.length).toBe(0);
  });

  it('clearLocalSession empties local storage, after which the initial-value rule applies again', () => {
    localStorage.setItem('toggledEnv', 'test');
    localStorage.setItem('something', 'else');
    clearLocalSession();
    expect(localStorage.length).toBe(0);
    expect(modeOf(createStore(), new FakeCache().organizations([acme]).settings(orgSettings({ isLiveEnabled: true })))).toBe('live');
  });

  it('clearLocalSession does not throw when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => clearLocalSession()).not.toThrow();
  });
});
