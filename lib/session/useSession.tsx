import { useCallback, useMemo, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import type { Organization, OrganizationList, AuthDetails as ApiAuthDetails } from '~/contract';
import {
  AUTH_DETAILS_PATH,
  ORGANIZATIONS_PATH,
  ORGANIZATION_SETTINGS_PATH,
  useApiEnvironment,
  useAuthDetails,
  useOrganizationSettings,
  useOrganizations,
} from '~/lib/api';
import { selectedModeAtom, selectedOrgIdAtom } from './atoms';
import type { Mode, OrgSettings } from './billing';
import type { FeatureFlags, Region } from './featureFlags';
import { createPermissionSet, type PermissionSet } from './permissions';
import { authDetailsFromApi, latestCachedData, sessionFeatureFlags, type AuthDetails, type SessionCacheReader } from './sessionData';

/*
 * The session read from SWR (ADR 0018). The SessionGate loads the organisations, the auth details
 * and the settings; these hooks read the same keys (one request, one cache entry) and derive what
 * the console needs from them. They do not revalidate an answer already cached (the gate does),
 * and while a key is loading after a switch they show the answer last loaded, as the environment
 * does (`cachedData`).
 */

const readOnce = { revalidateIfStale: false } as const;
const EMPTY: readonly Organization[] = [];

function useSessionCache(): SessionCacheReader {
  return useSWRConfig().cache;
}

/** The user's organisations; empty until loaded. */
export function useOrganizationList(): readonly Organization[] {
  const { data } = useOrganizations(readOnce);
  const cache = useSessionCache();
  return data?.organizations ?? latestCachedData<OrganizationList>(cache, ORGANIZATIONS_PATH)?.organizations ?? EMPTY;
}

/** The active organisation's id: the chosen one, else the first one returned; null before either. */
export function useActiveOrgId(): string | null {
  return useApiEnvironment().orgId;
}

/** The active organisation, or null while the list is loading (or for a super admin's organisation outside it). */
export function useActiveOrganization(): Organization | null {
  const organizations = useOrganizationList();
  const id = useActiveOrgId();
  return organizations.find((org) => org.id === id) ?? null;
}

/** Makes an organisation the active one (null: back to the first one). Callers revalidate what they need. */
export function useSelectOrganization(): (orgId: string | null) => void {
  return useSetAtom(selectedOrgIdAtom);
}

/** The signed-in user's auth details; null until loaded. */
export function useAuthDetailsValue(): AuthDetails | null {
  const { data } = useAuthDetails(readOnce);
  const cache = useSessionCache();
  const raw = data ?? latestCachedData<ApiAuthDetails>(cache, AUTH_DETAILS_PATH);
  return useMemo(() => (raw ? authDetailsFromApi(raw) : null), [raw]);
}

/** The active organisation's settings; null until loaded. */
export function useOrgSettings(): OrgSettings | null {
  const { data } = useOrganizationSettings(readOnce);
  const cache = useSessionCache();
  return data ?? latestCachedData<OrgSettings>(cache, ORGANIZATION_SETTINGS_PATH) ?? null;
}

/** The user's permissions (every one for a super admin); none until the auth details load. */
export function usePermissions(): PermissionSet {
  const details = useAuthDetailsValue();
  return useMemo(() => createPermissionSet(details?.permissions ?? [], { superAdmin: details?.isSuperAdmin ?? false }), [details]);
}

export function useRegion(): Region {
  return useApiEnvironment().region;
}

/** The feature flags: the settings' flags, else the auth details', over the region's defaults. */
export function useFeatureFlags(): FeatureFlags {
  const settings = useOrgSettings();
  const details = useAuthDetailsValue();
  const region = useRegion();
  return useMemo(() => sessionFeatureFlags(settings, details, region), [settings, details, region]);
}

/**
 * The mode in force (section 4.3) and a switch that keeps the choice in local storage; the switch
 * does nothing while live is not enabled.
 */
export function useMode(): [Mode, (next: Mode | ((current: Mode) => Mode)) => void] {
  const mode = useApiEnvironment().mode;
  const liveEnabled = useOrgSettings()?.isLiveEnabled ?? false;
  const setSelected = useSetAtom(selectedModeAtom);
  const setMode = useCallback(
    (next: Mode | ((current: Mode) => Mode)) => {
      if (!liveEnabled) return;
      setSelected(typeof next === 'function' ? next(mode) : next);
    },
    [liveEnabled, mode, setSelected],
  );
  return [mode, setMode];
}

/** Everything the signed-in console reads of the session, all loaded. */
export interface Session {
  authDetails: AuthDetails;
  settings: OrgSettings;
  organizations: readonly Organization[];
  organization: Organization | null;
  orgId: string | null;
  permissions: PermissionSet;
  flags: FeatureFlags;
  region: Region;
  mode: Mode;
}

/**
 * The loaded session, for components rendered under the SessionGate, which renders its children
 * only once the auth details and settings are loaded. Throws when called elsewhere before they
 * are; a story or test of such a component renders it inside `SessionReady`.
 */
export function useSession(): Session {
  const authDetails = useAuthDetailsValue();
  const settings = useOrgSettings();
  const organizations = useOrganizationList();
  const organization = useActiveOrganization();
  const { orgId, region, mode } = useApiEnvironment();
  const permissions = usePermissions();
  const flags = useFeatureFlags();
  if (!authDetails || !settings) throw new Error('useSession: render under the SessionGate (or SessionReady), which waits for the session to load.');
  return { authDetails, settings, organizations, organization, orgId, permissions, flags, region, mode };
}

/** Whether the session's auth details and settings are loaded (the gate's and SessionReady's test). */
export function useSessionLoaded(): boolean {
  const authDetails = useAuthDetailsValue();
  const settings = useOrgSettings();
  return authDetails !== null && settings !== null;
}

/**
 * Renders its children once the session is loaded, and nothing before: for stories and tests that
 * render a signed-in page without the SessionGate (which adds sign-in, onboarding and error screens).
 */
export function SessionReady({ children }: { children: ReactNode }) {
  useOrganizationList();
  return useSessionLoaded() ? children : null;
}
