import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACME_ORG_ID, scenarios, shellHandlers, signedOutHandlers } from '~/fixtures';
import { fetchGettingStarted, fetchUsage, gettingStartedKey, usageKey, useAuthDetails, useGettingStarted, useOrganizations, useOrganizationSettings, useUsage } from '~/lib/api';
import type { StartedSession } from '~/lib/session';
import type { SessionSnapshot } from '~/contract/consoleSessionStart';
import { AppProviders } from './AppProviders';
import { createConsoleSession, startConsoleSession, type ConsoleSession } from './consoleSession';

const server = setupServer();
let requested: string[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requested = [];
  server.use(...shellHandlers(scenarios.ownerTestPostpaid));
  server.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).pathname));
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const ORGANIZATIONS = '/api/sandbox/v1/auth/user/organizations';
const AUTH_DETAILS = '/api/sandbox/v1/auth/me';
const SETTINGS = '/api/sandbox/v1/auth/organization/settings';
const GETTING_STARTED = '/api/sandbox/v1/auth/getting-started';

function wrapperFor(session: ConsoleSession) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <AppProviders session={session}>{children}</AppProviders>;
  };
}

/** The session gate's three hooks, as the gate mounts them. */
function useSessionGateQueries() {
  return { organizations: useOrganizations(), authDetails: useAuthDetails(), settings: useOrganizationSettings() };
}

/** Mounts the session gate's hooks and waits for their answers (SWR's preloaded answers are global: each test takes its own). */
async function takeSessionAnswers(session: ConsoleSession) {
  const gate = renderHook(useSessionGateQueries, { wrapper: wrapperFor(session) });
  await waitFor(() => expect(gate.result.current.settings.data).toBeDefined());
  return gate;
}

/** The started session the first page is given. */
function firstPageOf(session: ConsoleSession, snapshot: SessionSnapshot | null = null): Promise<StartedSession> {
  return new Promise((resolve) => startConsoleSession(session, snapshot).firstPage(resolve));
}

/** An answer of the fixtures' handlers, for the demo organisation. */
const fixtureAnswer = async (path: string) => (await fetch(new URL(path, location.origin), { headers: { 'X-Veriflow-Auth-Org-ID': ACME_ORG_ID } })).json();

/** The three session answers as the server gives them for the page (ADR 0052), asked here of the fixtures' handlers. */
async function snapshotOfFixtures(): Promise<SessionSnapshot> {
  const snapshot = { apiBase: '/api/sandbox', orgId: ACME_ORG_ID, organizations: await fixtureAnswer(ORGANIZATIONS), authDetails: await fixtureAnswer(AUTH_DETAILS), settings: await fixtureAnswer(SETTINGS) };
  requested = [];
  return snapshot;
}

describe('the console session start (ADR 0045)', () => {
  it('asks for the organisations, then the auth details and settings, before any component does', async () => {
    const session = createConsoleSession();
    startConsoleSession(session);
    await waitFor(() => expect(requested).toHaveLength(3));
    expect(requested[0]).toBe(ORGANIZATIONS);
    expect(requested.slice(1).sort()).toEqual([AUTH_DETAILS, SETTINGS]);
    await takeSessionAnswers(session);
    expect(requested).toHaveLength(3);
  });

  it('hands the first page the environment, permissions and flags the session resolves to', async () => {
    const session = createConsoleSession();
    const started = await firstPageOf(session);
    expect(started.environment).toEqual({ region: 'in', mode: 'test', orgId: ACME_ORG_ID });
    expect(started.permissions.has('read', 'workflows')).toBe(true);
    expect(started.flags.workflows.read).toBe(true);
    await takeSessionAnswers(session);
  });

  it("the session gate's hooks and the page's take the answers asked for: one request each", async () => {
    const session = createConsoleSession();
    const started = await firstPageOf(session);
    started.preload(gettingStartedKey(started.environment), (key) => fetchGettingStarted(started.client, key));
    expect(requested.sort()).toEqual([GETTING_STARTED, AUTH_DETAILS, SETTINGS, ORGANIZATIONS].sort());

    const gate = await takeSessionAnswers(session);
    expect(gate.result.current.organizations.data?.organizations[0]?.id).toBe(ACME_ORG_ID);
    expect(gate.result.current.authDetails.data?.user.email).toBeTruthy();
    const page = renderHook(useGettingStarted, { wrapper: wrapperFor(session) });
    await waitFor(() => expect(page.result.current.data).toBeDefined());
    expect(requested).toHaveLength(4);
  });

  it('runs only the first page’s preloader: a later page asks for its own data', async () => {
    const session = createConsoleSession();
    const start = startConsoleSession(session);
    const pages: string[] = [];
    start.firstPage(() => void pages.push('first'));
    start.firstPage(() => void pages.push('second'));
    await waitFor(() => expect(pages).toEqual(['first']));
    await takeSessionAnswers(session);
    expect(pages).toEqual(['first']);
  });

  it('asks nothing again for a key a hook already asked for', async () => {
    const session = createConsoleSession();
    const started = await firstPageOf(session);
    await takeSessionAnswers(session);
    const page = renderHook(useGettingStarted, { wrapper: wrapperFor(session) });
    await waitFor(() => expect(page.result.current.data).toBeDefined());
    started.preload(gettingStartedKey(started.environment), (key) => fetchGettingStarted(started.client, key));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested.filter((path) => path === GETTING_STARTED)).toHaveLength(1);
  });

  it('starts nothing more for a visitor who is signed out', async () => {
    server.use(...signedOutHandlers());
    const session = createConsoleSession();
    const pages: string[] = [];
    startConsoleSession(session).firstPage(() => void pages.push('first'));
    await waitFor(() => expect(requested).toEqual([ORGANIZATIONS]));
    const gate = renderHook(useOrganizations, { wrapper: wrapperFor(session) });
    await waitFor(() => expect(gate.result.current.error?.status).toBe(401));
    expect(requested).toEqual([ORGANIZATIONS]);
    expect(pages).toEqual([]);
  });

  it('takes the answers the page arrived with instead of asking for them (ADR 0052)', async () => {
    const snapshot = await snapshotOfFixtures();
    const session = createConsoleSession();
    const started = await firstPageOf(session, snapshot);
    expect(started.environment).toEqual({ region: 'in', mode: 'test', orgId: ACME_ORG_ID });
    expect(started.permissions.has('read', 'workflows')).toBe(true);
    const gate = await takeSessionAnswers(session);
    expect(gate.result.current.authDetails.data).toEqual(snapshot.authDetails);
    expect(requested).toEqual([]);
  });

  it('takes the page’s first answers it arrived with (ADR 0054): the shell’s usage and the checklist, one answer each', async () => {
    const snapshot = await snapshotOfFixtures();
    const credits = await fixtureAnswer(`/api/sandbox/v1/auth/credits/${ACME_ORG_ID}`);
    const checklist = await fixtureAnswer(GETTING_STARTED);
    const answers = [
      { path: '/v1/auth/credits/{orgId}', data: credits },
      { path: '/v1/auth/getting-started', data: checklist },
    ];
    requested = [];
    const session = createConsoleSession();
    const started = await firstPageOf(session, { ...snapshot, answers });
    started.preload(usageKey(started.environment, started.environment.orgId), (key) => fetchUsage(started.client, key));
    started.preload(gettingStartedKey(started.environment), (key) => fetchGettingStarted(started.client, key));
    await takeSessionAnswers(session);
    const page = renderHook(() => ({ usage: useUsage(ACME_ORG_ID), checklist: useGettingStarted() }), { wrapper: wrapperFor(session) });
    await waitFor(() => expect(page.result.current.checklist.data).toBeDefined());
    await waitFor(() => expect(page.result.current.usage.data).toBeDefined());
    expect(page.result.current.usage.data).toEqual(credits);
    expect(page.result.current.checklist.data).toEqual(checklist);
    expect(requested).toEqual([]);
  });

  it('asks for a page answer the page did not arrive with', async () => {
    const snapshot = await snapshotOfFixtures();
    const session = createConsoleSession();
    const started = await firstPageOf(session, { ...snapshot, answers: [] });
    started.preload(gettingStartedKey(started.environment), (key) => fetchGettingStarted(started.client, key));
    await takeSessionAnswers(session);
    expect(requested).toEqual([GETTING_STARTED]);
  });

  it('asks for what the page’s answers do not cover: another organisation or another environment', async () => {
    const snapshot = await snapshotOfFixtures();
    const otherOrganization = createConsoleSession();
    await firstPageOf(otherOrganization, { ...snapshot, orgId: 'org_elsewhere' });
    await takeSessionAnswers(otherOrganization);
    expect(requested.sort()).toEqual([AUTH_DETAILS, SETTINGS].sort());
    requested = [];
    const otherEnvironment = createConsoleSession();
    await firstPageOf(otherEnvironment, { ...snapshot, apiBase: '/api/live' });
    await takeSessionAnswers(otherEnvironment);
    expect(requested.sort()).toEqual([ORGANIZATIONS, AUTH_DETAILS, SETTINGS].sort());
  });
});
