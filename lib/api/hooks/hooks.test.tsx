import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LiveModeRequest, Mode } from '~/contract';
import { ApiProvider, useApiClient } from '../ApiProvider';
import { createApiClient, type ApiClient } from '../client';
import type { ApiError } from '../errors';
import { authDetails, gettingStarted, organization, ORG_ID, settings, testHandlers, usage } from '../__tests__/handlers';
import { useAuthDetails, useCreateOrganisation, useGettingStarted, useOrganizations, useOrganizationSettings, useRequestLiveMode, useUsage } from '.';

const server = setupServer();
let requested: string[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requested = [];
  server.events.on('request:start', ({ request }) => {
    requested.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

/** A client whose environment changes like the app's atoms do, telling its subscribers. */
function switchableClient(initial: { mode: Mode; orgId: string | null }) {
  let state = { ...initial };
  const listeners = new Set<() => void>();
  const client = createApiClient({
    getRegion: () => 'in',
    getMode: () => state.mode,
    getOrgId: () => state.orgId,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  const set = (next: Partial<typeof state>) => {
    state = { ...state, ...next };
    act(() => listeners.forEach((listener) => listener()));
  };
  return { client, set };
}

function wrapperFor(client: ApiClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </SWRConfig>
    );
  };
}

function read<T>({ data, error, isLoading }: { data?: T; error?: ApiError; isLoading: boolean }) {
  return { data, error, isLoading };
}

const liveModeRequest: LiveModeRequest = {
  companyName: 'Acme Lending Private Limited',
  pan: 'ABCPE1234F',
  state: 'Karnataka',
  city: 'Bengaluru',
  zipCode: '560001',
};

describe('shell hooks', () => {
  it('useAuthDetails waits for an organisation id, then loads the details', async () => {
    server.use(...testHandlers());
    const { client, set } = switchableClient({ mode: 'test', orgId: null });
    const { result } = renderHook(() => read(useAuthDetails()), { wrapper: wrapperFor(client) });

    expect(result.current.isLoading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([]);

    set({ orgId: ORG_ID });
    await waitFor(() => expect(result.current.data).toEqual(authDetails));
    expect(requested).toEqual(['GET /api/sandbox/v1/auth/me']);
  });

  it('keeps test and live answers apart and refetches on a mode switch', async () => {
    server.use(...testHandlers());
    const { client, set } = switchableClient({ mode: 'test', orgId: ORG_ID });
    const { result } = renderHook(() => read(useUsage(ORG_ID)), { wrapper: wrapperFor(client) });

    await waitFor(() => expect(result.current.data).toEqual(usage.sandbox));
    set({ mode: 'live' });
    await waitFor(() => expect(result.current.data).toEqual(usage.live));
    set({ mode: 'test' });
    expect(result.current.data, 'the cached sandbox answer shows at once').toEqual(usage.sandbox);
    await waitFor(() => expect(requested.filter((r) => r.includes('/credits/'))).toHaveLength(3));
    expect(requested.filter((r) => r.includes('/credits/'))).toEqual([
      `GET /api/sandbox/v1/auth/credits/${ORG_ID}`,
      `GET /api/live/v1/auth/credits/${ORG_ID}`,
      `GET /api/sandbox/v1/auth/credits/${ORG_ID}`,
    ]);
  });

  it('useUsage does not run without an organisation id', async () => {
    server.use(...testHandlers());
    const { client } = switchableClient({ mode: 'test', orgId: null });
    const { result } = renderHook(() => read(useUsage(null)), { wrapper: wrapperFor(client) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toEqual({ data: undefined, error: undefined, isLoading: false });
    expect(requested).toEqual([]);
  });

  it('loads organisations, settings and the getting-started checklist', async () => {
    const second = { ...organization, id: 'org_second', displayName: 'Globex Payments', role: 'member' as const };
    server.use(...testHandlers({ organizations: [organization, second] }));
    const { client } = switchableClient({ mode: 'test', orgId: ORG_ID });
    const { result } = renderHook(
      () => ({ orgs: read(useOrganizations()), settings: read(useOrganizationSettings()), steps: read(useGettingStarted()) }),
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(result.current.orgs.data?.organizations.map((o) => o.displayName)).toEqual(['Test Lending', 'Globex Payments']));
    await waitFor(() => expect(result.current.settings.data).toEqual(settings));
    await waitFor(() => expect(result.current.steps.data).toEqual(gettingStarted));
  });

  it('useRequestLiveMode posts the request and refetches the settings', async () => {
    server.use(...testHandlers());
    const { client } = switchableClient({ mode: 'test', orgId: ORG_ID });
    const { result } = renderHook(
      () => {
        const settings = read(useOrganizationSettings());
        const { trigger, isMutating } = useRequestLiveMode();
        return { settings, trigger, isMutating };
      },
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(result.current.settings.data?.liveStatus).toBe('NOT_REQUESTED'));

    let answer: unknown;
    await act(async () => {
      answer = await result.current.trigger(liveModeRequest);
    });
    expect(answer).toEqual({ liveStatus: 'PENDING' });
    await waitFor(() => expect(result.current.settings.data?.liveStatus).toBe('PENDING'));
    expect(requested).toEqual([
      'GET /api/sandbox/v1/auth/organization/settings',
      'POST /api/sandbox/v1/auth/customers',
      'GET /api/sandbox/v1/auth/organization/settings',
    ]);
  });

  it('useRequestLiveMode rejects with an ApiError when the role may not go live', async () => {
    server.use(...testHandlers({ mayGoLive: false }));
    const { client } = switchableClient({ mode: 'test', orgId: ORG_ID });
    const { result } = renderHook(() => useRequestLiveMode(), { wrapper: wrapperFor(client) });
    let failure: unknown;
    await act(async () => {
      failure = await result.current.trigger(liveModeRequest).catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ name: 'ApiError', status: 403, type: 'forbidden' });
  });

  it('useCreateOrganisation creates the organisation and refetches the list', async () => {
    server.use(...testHandlers({ organizations: [] }));
    const { client } = switchableClient({ mode: 'test', orgId: null });
    const { result } = renderHook(
      () => {
        const orgs = read(useOrganizations());
        const { trigger } = useCreateOrganisation();
        return { orgs, trigger };
      },
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(result.current.orgs.data).toEqual({ organizations: [] }));
    await act(async () => {
      await result.current.trigger({ displayName: 'Acme Capital', industry: 'fintech', geography: 'in', tncAccepted: 'true' });
    });
    await waitFor(() => expect(result.current.orgs.data?.organizations.map((o) => o.displayName)).toEqual(['Acme Capital']));
  });

  it('useApiClient explains the missing provider', () => {
    expect(() => renderHook(() => useApiClient())).toThrow(/ApiProvider/);
  });
});
