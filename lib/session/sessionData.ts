import { unstable_serialize } from 'swr';
import type { AuthDetails as ApiAuthDetails, Organization, OrganizationList, OrganizationSettings } from '~/contract';
import {
  AUTH_DETAILS_PATH,
  DEFAULT_REGION,
  ORGANIZATIONS_PATH,
  ORGANIZATION_SETTINGS_PATH,
  authDetailsKey,
  organizationSettingsKey,
  organizationsKey,
  type ApiEnvironment,
} from '~/lib/api';
import { resolveMode, type Mode, type OrgSettings } from './billing';
import { normalizeRegion, resolveFeatureFlags, type FeatureFlags, type RawFeatureFlags, type Region } from './featureFlags';

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

/** Flags of the organisation settings, else of the auth details, over the region's defaults. */
export function sessionFeatureFlags(settings: OrgSettings | null, authDetails: AuthDetails | null, region: Region): FeatureFlags {
  return resolveFeatureFlags(settings?.feature_flag ?? authDetails?.feature_flag, region);
}

/** The part of an SWR cache the session reads: the state under a serialised key. */
export interface SessionCacheReader {
  get(key: string): { data?: unknown } | undefined;
  keys(): Iterable<string>;
}

/**
 * The data SWR holds under `key`; while that key has none (it is loading after a switch of mode,
 * region or organisation), the data last written under another key of the same path, as SWR's
 * `keepPreviousData` shows the previous key's data. A plain Map iterates in insertion order; the
 * console's cache (`createObservableCache`) in order of the last write.
 */
export function cachedData<T>(cache: SessionCacheReader, key: readonly unknown[] | null, path: string): T | undefined {
  if (key) {
    const exact = cache.get(unstable_serialize(key))?.data;
    if (exact !== undefined) return exact as T;
  }
  return latestCachedData<T>(cache, path);
}

/** The data last written under any key of `path`, if any. */
export function latestCachedData<T>(cache: SessionCacheReader, path: string): T | undefined {
  const prefix = unstable_serialize([path]);
  let latest: unknown;
  for (const key of cache.keys()) {
    if (!key.startsWith(prefix)) continue;
    const data = cache.get(key)?.data;
    if (data !== undefined) latest = data;
  }
  return latest as T | undefined;
}

/** What the user chose: the client state of the session (`selectedOrgIdAtom`, `selectedModeAtom`). */
export interface SessionChoice {
  orgId: string | null;
  mode: Mode | null;
}

/** The session answers as the cache holds them for an environment. */
export interface SessionData {
  organizations: Organization[] | undefined;
  authDetails: ApiAuthDetails | undefined;
  settings: OrganizationSettings | undefined;
}

export function sessionDataAt(cache: SessionCacheReader, environment: ApiEnvironment): SessionData {
  return {
    organizations: cachedData<OrganizationList>(cache, organizationsKey(environment), ORGANIZATIONS_PATH)?.organizations,
    authDetails: cachedData<ApiAuthDetails>(cache, authDetailsKey(environment), AUTH_DETAILS_PATH),
    settings: cachedData<OrganizationSettings>(cache, organizationSettingsKey(environment), ORGANIZATION_SETTINGS_PATH),
  };
}

const sameEnvironment = (a: ApiEnvironment, b: ApiEnvironment) => a.region === b.region && a.mode === b.mode && a.orgId === b.orgId;

/**
 * The environment the console talks to (document 1 sections 4.1 and 4.3): the chosen organisation,
 * else the first one returned; the region of the auth details; the chosen mode while live is
 * enabled (live when nothing is chosen), else test. The answers it is derived from are themselves
 * keyed by the environment, so it is found by stepping from the defaults until it stays put.
 */
export function resolveSessionEnvironment(choice: SessionChoice, cache: SessionCacheReader): ApiEnvironment {
  let environment: ApiEnvironment = { region: DEFAULT_REGION, mode: resolveMode(choice.mode, false), orgId: choice.orgId };
  for (let step = 0; step < 4; step++) {
    const organizations = cachedData<OrganizationList>(cache, organizationsKey(environment), ORGANIZATIONS_PATH)?.organizations;
    const at: ApiEnvironment = { ...environment, orgId: choice.orgId ?? organizations?.[0]?.id ?? null };
    const { authDetails, settings } = sessionDataAt(cache, at);
    const next: ApiEnvironment = {
      region: normalizeRegion(authDetails?.region),
      mode: resolveMode(choice.mode, settings?.isLiveEnabled ?? false),
      orgId: at.orgId,
    };
    if (sameEnvironment(next, environment)) return environment;
    environment = next;
  }
  return environment;
}
