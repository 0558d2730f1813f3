import { atom } from 'jotai';
import type { AuthDetails as ApiAuthDetails, Organization } from '~/contract';
import { resolveMode, type Mode, type OrgSettings } from './billing';
import { normalizeRegion, resolveFeatureFlags, type RawFeatureFlags, type Region } from './featureFlags';
import { createPermissionSet } from './permissions';
import { TOGGLED_ENV_KEY, toggledEnvStorage } from './storage';

/** The signed-in user as the console knows it (document 1 section 3). Never holds a token. */
export interface AuthDetails {
  region: Region;
  feature_flag?: RawFeatureFlags | null;
  nickname: string;
  email: string;
  user_name?: string;
  picture?: string;
  email_verified: boolean;
  permissions: string[];
  isSuperAdmin: boolean;
}

export type { Organization };

/** Flattens the API's auth details (GET /v1/auth/me) into the session's shape. */
export function authDetailsFromApi(body: ApiAuthDetails): AuthDetails {
  const { user, permissions, region, feature_flag, isSuperAdmin } = body;
  return {
    region: normalizeRegion(region),
    feature_flag,
    nickname: user.nickname,
    email: user.email,
    user_name: user.user_name,
    picture: user.picture,
    email_verified: user.email_verified,
    permissions: [...permissions],
    isSuperAdmin,
  };
}

export const authDetailsAtom = atom<AuthDetails | null>(null);

export const organizationsAtom = atom<Organization[]>([]);

const selectedOrgIdAtom = atom<string | null>(null);

/** The chosen organisation, or else the first one returned (document 1 section 4.1). */
export const activeOrgIdAtom = atom(
  (get) => get(selectedOrgIdAtom) ?? get(organizationsAtom)[0]?.id ?? null,
  (_get, set, orgId: string | null) => set(selectedOrgIdAtom, orgId),
);

export const activeOrganizationAtom = atom((get) => {
  const id = get(activeOrgIdAtom);
  return get(organizationsAtom).find((org) => org.id === id) ?? null;
});

export const orgSettingsAtom = atom<OrgSettings | null>(null);

const toggledEnvMemoryAtom = atom<{ value: Mode | null } | undefined>(undefined);
toggledEnvMemoryAtom.onMount = (setMemory) =>
  toggledEnvStorage.subscribe?.(TOGGLED_ENV_KEY, (value) => setMemory({ value }), null);

/** The mode kept in local storage under 'toggledEnv'; each store reads it on first use. */
export const storedToggledEnvAtom = atom(
  (get): Mode | null => {
    const memory = get(toggledEnvMemoryAtom);
    return memory ? memory.value : toggledEnvStorage.getItem(TOGGLED_ENV_KEY, null);
  },
  (_get, set, value: Mode | null) => {
    set(toggledEnvMemoryAtom, { value });
    toggledEnvStorage.setItem(TOGGLED_ENV_KEY, value);
  },
);

/**
 * The test/live mode in force. Reads the stored choice, falling back to live when live is enabled;
 * always test while live is not enabled, and the choice can only change while it is.
 */
export const toggledEnvAtom = atom(
  (get): Mode => resolveMode(get(storedToggledEnvAtom), get(orgSettingsAtom)?.isLiveEnabled ?? false),
  (get, set, next: Mode | ((current: Mode) => Mode)) => {
    if (!get(orgSettingsAtom)?.isLiveEnabled) return;
    set(storedToggledEnvAtom, typeof next === 'function' ? next(get(toggledEnvAtom)) : next);
  },
);

export const regionAtom = atom((get): Region => normalizeRegion(get(authDetailsAtom)?.region));

export const permissionsAtom = atom((get) => {
  const details = get(authDetailsAtom);
  return createPermissionSet(details?.permissions ?? [], { superAdmin: details?.isSuperAdmin ?? false });
});

export const featureFlagsAtom = atom((get) =>
  resolveFeatureFlags(get(orgSettingsAtom)?.feature_flag ?? get(authDetailsAtom)?.feature_flag, get(regionAtom)),
);
