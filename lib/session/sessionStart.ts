import { preload, unstable_serialize } from 'swr';
import type { SessionSnapshot } from '~/contract/consoleSessionStart';
import {
  AUTH_DETAILS_PATH,
  ORGANIZATION_SETTINGS_PATH,
  ORGANIZATIONS_PATH,
  apiBaseFor,
  authDetailsKey,
  fetchAuthDetails,
  fetchOrganizationSettings,
  fetchOrganizations,
  organizationSettingsKey,
  organizationsKey,
  type ApiClient,
  type ApiEnvironment,
} from '~/lib/api';
import { createPermissionSet, type PermissionSet } from './permissions';
import type { FeatureFlags } from './featureFlags';
import { authDetailsFromApi, resolveSessionEnvironment, sessionFeatureFlags, type SessionCacheReader, type SessionChoice } from './sessionData';

/** The session as it stands once its organisations, auth details and settings have arrived. */
export interface StartedSession {
  client: ApiClient;
  environment: ApiEnvironment;
  permissions: PermissionSet;
  flags: FeatureFlags;
  /** Asks for `key` now, for the hook that will ask for it; does nothing once that hook has asked (ADR 0045). */
  preload<Key extends readonly unknown[]>(key: Key | null, fetch: (key: Key) => Promise<unknown>): void;
}

/** Asks for what a page shows, given the started session: a page module's preloader (ADR 0045). */
export type PageDataPreload = (session: StartedSession) => void;

export interface SessionStart {
  /**
   * Runs `then` once the session has started, for the first caller only: the first page asks for
   * its data beside the session instead of after the shell has rendered. Later pages ask for their
   * own data as they render: by then the user may have chosen another organisation or mode.
   */
  firstPage(then: (session: StartedSession) => void): void;
}

/** The part of the console's SWR cache the start reads: whether a hook has already asked for a key. */
export interface StartCache {
  get(key: string): unknown;
}

/**
 * The snapshot's answer for a key, if it holds one: the same call (path, organisation) to the API
 * base the snapshot's answers came from (ADR 0052); for the page's answers (ADR 0054), a key of
 * the path, environment and organisation, then the same query when the request has one.
 */
export function snapshotAnswer(snapshot: SessionSnapshot | null, key: readonly unknown[]): unknown {
  if (!snapshot) return undefined;
  const [path, region, mode, orgId] = key as [string, Parameters<typeof apiBaseFor>[0], Parameters<typeof apiBaseFor>[1], string | undefined];
  if (apiBaseFor(region, mode) !== snapshot.apiBase) return undefined;
  if (path === ORGANIZATIONS_PATH) return snapshot.organizations;
  if (orgId !== snapshot.orgId) return undefined;
  if (path === AUTH_DETAILS_PATH) return snapshot.authDetails;
  if (path === ORGANIZATION_SETTINGS_PATH) return snapshot.settings;
  const query = key.length === 5 ? unstable_serialize([key[4]]) : undefined;
  if (key.length !== 4 && query === undefined) return undefined;
  return snapshot.answers?.find((answer) => answer.path === path && (answer.query ? unstable_serialize([answer.query]) === query : query === undefined))?.data;
}

/**
 * Starts the console's session before any component asks (ADR 0045): the organisations at once,
 * the auth details and settings as soon as the organisation is known, through SWR's `preload`, so
 * the session gate's hooks take these answers. `choice` reads the user's choices (the session
 * atoms) when each step runs. Answers the page arrived with (`snapshot`, ADR 0052) are taken
 * instead of asking for them.
 */
export function startSession(client: ApiClient, cache: StartCache, choice: () => SessionChoice, snapshot: SessionSnapshot | null = null): SessionStart {
  const answers = new Map<string, unknown>();
  const reader: SessionCacheReader = { get: (key) => (answers.has(key) ? { data: answers.get(key) } : undefined), keys: () => answers.keys() };
  const ask = async <Key extends readonly unknown[], T>(key: Key | null, fetch: (key: Key) => Promise<T>): Promise<T | undefined> => {
    if (!key) return undefined;
    const serialized = unstable_serialize(key);
    if (cache.get(serialized) !== undefined) return undefined;
    const given = snapshotAnswer(snapshot, key);
    const data = await preload(key, given === undefined ? fetch : () => Promise.resolve(given as T));
    answers.set(serialized, data);
    return data;
  };

  const started = (async (): Promise<StartedSession | null> => {
    await ask(organizationsKey(resolveSessionEnvironment(choice(), reader)), (key) => fetchOrganizations(client, key));
    const atOrganization = resolveSessionEnvironment(choice(), reader);
    const [authDetails, settings] = await Promise.all([
      ask(authDetailsKey(atOrganization), (key) => fetchAuthDetails(client, key)),
      ask(organizationSettingsKey(atOrganization), (key) => fetchOrganizationSettings(client, key)),
    ]);
    if (!authDetails || !settings) return null;
    // Resolved as the API client resolves it from the same answers: the region of the auth details, live mode when enabled.
    const environment = resolveSessionEnvironment(choice(), reader);
    const details = authDetailsFromApi(authDetails);
    return {
      client,
      environment,
      permissions: createPermissionSet(details.permissions, { superAdmin: details.isSuperAdmin }),
      flags: sessionFeatureFlags(settings, details, details.region),
      preload: (key, fetch) => void ask(key, fetch).catch(() => undefined),
    };
  })().catch(() => null);

  let firstPageTaken = false;
  return {
    firstPage(then) {
      if (firstPageTaken) return;
      firstPageTaken = true;
      void started.then((session) => session && then(session));
    },
  };
}
