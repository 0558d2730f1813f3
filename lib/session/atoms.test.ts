import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activeOrgIdAtom,
  activeOrganizationAtom,
  authDetailsAtom,
  authDetailsFromApi,
  featureFlagsAtom,
  orgSettingsAtom,
  organizationsAtom,
  permissionsAtom,
  regionAtom,
  storedToggledEnvAtom,
  toggledEnvAtom,
  type AuthDetails,
  type Organization,
} from './atoms';
import { type OrgSettings } from './billing';
import { type FeatureFlags } from './featureFlags';
import { defaultFeatureFlags } from './featureFlags';
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

describe('authDetailsAtom and permissionsAtom', () => {
  it('start signed out with no permission', () => {
    const store = createStore();
    expect(store.get(authDetailsAtom)).toBeNull();
    const set = store.get(permissionsAtom);
    expect(set.superAdmin).toBe(false);
    expect(set.hasAny('workflows')).toBe(false);
  });

  it('derive the permission set from the auth details', () => {
    const store = createStore();
    store.set(authDetailsAtom, details({ permissions: ['read:member', '*:workflows', 'bogus'] }));
    const set = store.get(permissionsAtom);
    expect(set.has('read', 'member')).toBe(true);
    expect(set.has('delete', 'workflows')).toBe(true);
    expect(set.has('update', 'member')).toBe(false);
  });

  it('give a super admin every permission', () => {
    const store = createStore();
    store.set(authDetailsAtom, details({ isSuperAdmin: true }));
    expect(store.get(permissionsAtom).superAdmin).toBe(true);
    expect(store.get(permissionsAtom).has('delete', 'organization')).toBe(true);
  });

  it('follow changes of the auth details', () => {
    const store = createStore();
    store.set(authDetailsAtom, details({ permissions: ['read:credential'] }));
    expect(store.get(permissionsAtom).hasAny('credential')).toBe(true);
    store.set(authDetailsAtom, null);
    expect(store.get(permissionsAtom).hasAny('credential')).toBe(false);
  });
});

describe('regionAtom and featureFlagsAtom', () => {
  it('default to region in with every flag on', () => {
    const store = createStore();
    expect(store.get(regionAtom)).toBe('in');
    expect(store.get(featureFlagsAtom)).toEqual(defaultFeatureFlags('in'));
  });

  it('turn bulkVerification off in region us', () => {
    const store = createStore();
    store.set(authDetailsAtom, details({ region: 'us' }));
    expect(store.get(regionAtom)).toBe('us');
    expect(store.get(featureFlagsAtom).bulkVerification).toEqual({ read: false, write: false, delete: false });
  });

  it('use the auth details flags until the organisation settings load', () => {
    const store = createStore();
    store.set(authDetailsAtom, details({ feature_flag: { insights: { read: false } } }));
    expect(store.get(featureFlagsAtom).insights.read).toBe(false);
  });

  it('prefer the organisation settings flags', () => {
    const store = createStore();
    store.set(authDetailsAtom, details({ feature_flag: { insights: { read: false } } }));
    store.set(orgSettingsAtom, orgSettings({ feature_flag: flagsWith((f) => (f.demo.read = false)) }));
    const flags = store.get(featureFlagsAtom);
    expect(flags.insights.read).toBe(true);
    expect(flags.demo.read).toBe(false);
  });

  it('apply the forced rules', () => {
    const store = createStore();
    store.set(
      orgSettingsAtom,
      orgSettings({
        feature_flag: flagsWith((f) => {
          f.transactions.read = false;
          f.lists = { read: false, write: true, delete: false };
        }),
      }),
    );
    const flags = store.get(featureFlagsAtom);
    expect(flags.transactions.read).toBe(true);
    expect(flags.lists).toEqual({ read: true, write: true, delete: true });
  });
});

describe('organizationsAtom and activeOrgIdAtom', () => {
  const orgs = [acme, globex];

  it('have no active organisation without organisations', () => {
    const store = createStore();
    expect(store.get(organizationsAtom)).toEqual([]);
    expect(store.get(activeOrgIdAtom)).toBeNull();
    expect(store.get(activeOrganizationAtom)).toBeNull();
  });

  it('make the first organisation returned the active one', () => {
    const store = createStore();
    store.set(organizationsAtom, orgs);
    expect(store.get(activeOrgIdAtom)).toBe('org_1');
    expect(store.get(activeOrganizationAtom)).toEqual(orgs[0]);
  });

  it('keep a chosen organisation, and fall back to the first when cleared', () => {
    const store = createStore();
    store.set(organizationsAtom, orgs);
    store.set(activeOrgIdAtom, 'org_2');
    expect(store.get(activeOrgIdAtom)).toBe('org_2');
    expect(store.get(activeOrganizationAtom)?.displayName).toBe('Globex');
    store.set(activeOrgIdAtom, null);
    expect(store.get(activeOrgIdAtom)).toBe('org_1');
  });

  it('keep a chosen id that is not in the list (impersonation)', () => {
    const store = createStore();
    store.set(activeOrgIdAtom, 'org_9');
    expect(store.get(activeOrgIdAtom)).toBe('org_9');
    expect(store.get(activeOrganizationAtom)).toBeNull();
  });
});

describe('toggledEnvAtom (section 4.3)', () => {
  describe('initial value with nothing stored', () => {
    it('is test before the organisation settings load', () => {
      expect(createStore().get(toggledEnvAtom)).toBe('test');
    });

    it('is live when live is enabled', () => {
      const store = createStore();
      store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
      expect(store.get(toggledEnvAtom)).toBe('live');
    });

    it('is test when live is not enabled', () => {
      const store = createStore();
      store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: false }));
      expect(store.get(toggledEnvAtom)).toBe('test');
    });

    it('does not write the derived value to storage', () => {
      const store = createStore();
      store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
      store.get(toggledEnvAtom);
      expect(localStorage.getItem('toggledEnv')).toBeNull();
    });
  });

  describe('stored value', () => {
    it('test is kept while live is enabled', () => {
      localStorage.setItem('toggledEnv', 'test');
      const store = createStore();
      store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
      expect(store.get(toggledEnvAtom)).toBe('test');
    });

    it('live is kept while live is enabled', () => {
      localStorage.setItem('toggledEnv', 'live');
      const store = createStore();
      store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
      expect(store.get(toggledEnvAtom)).toBe('live');
    });

    it('live reads as test while live is not enabled', () => {
      localStorage.setItem('toggledEnv', 'live');
      const store = createStore();
      store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: false }));
      expect(store.get(toggledEnvAtom)).toBe('test');
      expect(store.get(storedToggledEnvAtom)).toBe('live');
      store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
      expect(store.get(toggledEnvAtom)).toBe('live');
    });

    it.each(['LIVE', '"live"', 'prod', ''])('%j reads as nothing stored', (raw) => {
      localStorage.setItem('toggledEnv', raw);
      const store = createStore();
      expect(store.get(storedToggledEnvAtom)).toBeNull();
      store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
      expect(store.get(toggledEnvAtom)).toBe('live');
    });
  });

  describe('switching', () => {
    it('persists the choice under toggledEnv as bare text', () => {
      const store = createStore();
      store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
      store.set(toggledEnvAtom, 'test');
      expect(store.get(toggledEnvAtom)).toBe('test');
      expect(localStorage.getItem('toggledEnv')).toBe('test');
      store.set(toggledEnvAtom, 'live');
      expect(localStorage.getItem('toggledEnv')).toBe('live');
    });

    it('is read back by a new store (a reload)', () => {
      const first = createStore();
      first.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
      first.set(toggledEnvAtom, 'test');

      const second = createStore();
      second.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
      expect(second.get(toggledEnvAtom)).toBe('test');
    });

    it('accepts an updater', () => {
      const store = createStore();
      store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
      store.set(toggledEnvAtom, (mode) => (mode === 'live' ? 'test' : 'live'));
      expect(store.get(toggledEnvAtom)).toBe('test');
      store.set(toggledEnvAtom, (mode) => (mode === 'live' ? 'test' : 'live'));
      expect(store.get(toggledEnvAtom)).toBe('live');
    });

    it('is ignored while live is not enabled', () => {
      const store = createStore();
      store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: false }));
      store.set(toggledEnvAtom, 'live');
      expect(store.get(toggledEnvAtom)).toBe('test');
      expect(localStorage.getItem('toggledEnv')).toBeNull();

      const unloaded = createStore();
      unloaded.set(toggledEnvAtom, 'live');
      expect(localStorage.getItem('toggledEnv')).toBeNull();
    });

    it('clearing the stored value removes the key', () => {
      const store = createStore();
      store.set(storedToggledEnvAtom, 'test');
      expect(localStorage.getItem('toggledEnv')).toBe('test');
      store.set(storedToggledEnvAtom, null);
      expect(localStorage.getItem('toggledEnv')).toBeNull();
    });
  });

  it('follows a change made in another tab while mounted', () => {
    const store = createStore();
    store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
    const unsubscribe = store.sub(toggledEnvAtom, () => undefined);
    expect(store.get(toggledEnvAtom)).toBe('live');

    localStorage.setItem('toggledEnv', 'test');
    window.dispatchEvent(new StorageEvent('storage', { key: 'toggledEnv', newValue: 'test', storageArea: localStorage }));
    expect(store.get(toggledEnvAtom)).toBe('test');

    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'live', storageArea: localStorage }));
    expect(store.get(toggledEnvAtom)).toBe('test');

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea: localStorage }));
    expect(store.get(toggledEnvAtom)).toBe('live');

    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'toggledEnv', newValue: 'test', storageArea: localStorage }));
    expect(store.get(storedToggledEnvAtom)).toBeNull();
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const store = createStore();
    store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
    expect(store.get(toggledEnvAtom)).toBe('live');
    store.set(toggledEnvAtom, 'test');
    expect(store.get(toggledEnvAtom)).toBe('test');
    expect(() => toggledEnvStorage.removeItem('toggledEnv')).not.toThrow();
  });
});

describe('browser storage', () => {
  it('holds only toggledEnv once the session state is set', () => {
    const store = createStore();
    store.set(authDetailsAtom, details({ permissions: ['*:workflows'], isSuperAdmin: true }));
    store.set(organizationsAtom, [acme]);
    store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
    store.set(toggledEnvAtom, 'test');
    expect(Object.keys(localStorage)).toEqual(['toggledEnv']);
    expect(JSON.stringify(Object.entries(localStorage))).not.toMatch(/token/i);
    expect(sessionStorage.length).toBe(0);
  });

  it('clearLocalSession empties local storage, after which the initial-value rule applies again', () => {
    localStorage.setItem('toggledEnv', 'test');
    localStorage.setItem('something', 'else');
    clearLocalSession();
    expect(localStorage.length).toBe(0);

    const store = createStore();
    store.set(orgSettingsAtom, orgSettings({ isLiveEnabled: true }));
    expect(store.get(toggledEnvAtom)).toBe('live');
  });

  it('clearLocalSession does not throw when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => clearLocalSession()).not.toThrow();
  });
});
