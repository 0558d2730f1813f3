// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ORG_ID_HEADER, type AuthDetails, type Mode } from '~/contract';
import { createApiClient, fixedEnvironment, unwrap } from './client';
import { ApiError } from './errors';
import { ORG_ID, testHandlers, usage } from './__tests__/handlers';

const ORIGIN = 'http://console.test';
const orgId = ORG_ID;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

function seen() {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

describe('createApiClient', () => {
  it('sends calls to the base of the current mode, with the organisation header and no Authorization', async () => {
    server.use(...testHandlers());
    const requests = seen();
    let mode: Mode = 'test';
    const api = createApiClient({ getRegion: () => 'in', getMode: () => mode, getOrgId: () => orgId, origin: ORIGIN });

    const sandbox = await unwrap(api.GET('/v1/auth/credits/{orgId}', { params: { path: { orgId } } }));
    mode = 'live';
    const live = await unwrap(api.GET('/v1/auth/credits/{orgId}', { params: { path: { orgId } } }));

    expect(sandbox).toEqual(usage.sandbox);
    expect(live).toEqual(usage.live);
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      `/api/sandbox/v1/auth/credits/${orgId}`,
      `/api/live/v1/auth/credits/${orgId}`,
    ]);
    for (const request of requests) {
      expect(request.headers.get(ORG_ID_HEADER)).toBe(orgId);
      expect(request.headers.get('Authorization')).toBeNull();
      expect(request.credentials).toBe('same-origin');
    }
  });

  it('sends no organisation header while no organisation is set', async () => {
    server.use(...testHandlers());
    const requests = seen();
    const api = createApiClient({ ...fixedEnvironment({ orgId: null }), origin: ORIGIN });
    await unwrap(api.GET('/v1/auth/user/organizations'));
    expect(requests[0]?.headers.get(ORG_ID_HEADER)).toBeNull();
  });

  it('at() pins region, mode and organisation for one call', async () => {
    server.use(...testHandlers());
    const requests = seen();
    const api = createApiClient({ ...fixedEnvironment({ mode: 'test', orgId: 'org_other' }), origin: ORIGIN });
    await unwrap(api.at({ mode: 'live', orgId }).GET('/v1/auth/organization/settings'));
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/live/v1/auth/organization/settings');
    expect(requests[0]?.headers.get(ORG_ID_HEADER)).toBe(orgId);
  });

  it('reaches /api/health outside the environments', async () => {
    server.use(...testHandlers());
    const api = createApiClient({ ...fixedEnvironment(), origin: ORIGIN });
    await expect(unwrap(api.platform().GET('/health'))).resolves.toMatchObject({ status: 'ok' });
  });

  it('uses the fetch it is given', async () => {
    const calls: string[] = [];
    const api = createApiClient({
      ...fixedEnvironment({ orgId }),
      origin: ORIGIN,
      fetch: async (request) => {
        calls.push(request.url);
        return Response.json({ url: '/docs' });
      },
    });
    await expect(unwrap(api.GET('/v1/auth/docs'))).resolves.toEqual({ url: '/docs' });
    expect(calls).toEqual([`${ORIGIN}/api/sandbox/v1/auth/docs`]);
  });

  it('keeps the environment snapshot stable until a getter changes', () => {
    let orgIdNow: string | null = null;
    const api = createApiClient({ getRegion: () => 'in', getMode: () => 'test', getOrgId: () => orgIdNow, origin: ORIGIN });
    const first = api.environment();
    expect(api.environment()).toBe(first);
    orgIdNow = orgId;
    expect(api.environment()).not.toBe(first);
    expect(api.environment()).toEqual({ region: 'in', mode: 'test', orgId });
  });

  it('types unwrap() with the contract response', () => {
    const api = createApiClient({ ...fixedEnvironment(), origin: ORIGIN });
    const load = () => unwrap(api.GET('/v1/auth/me'));
    expectTypeOf(load).returns.resolves.toEqualTypeOf<AuthDetails>();
  });
});

describe('ApiError', () => {
  const api = createApiClient({ ...fixedEnvironment({ orgId }), origin: ORIGIN });
  const getSettings = () => unwrap(api.GET('/v1/auth/organization/settings'));

  async function failure(): Promise<ApiError> {
    try {
      await getSettings();
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
    throw new Error('the call did not fail');
  }

  it('carries the fields of an error body', async () => {
    server.use(
      http.get('*/api/sandbox/v1/auth/organization/settings', () =>
        HttpResponse.json({ type: 'forbidden', message: 'Forbidden', description: 'Not a member.' }, { status: 403 }),
      ),
    );
    const error = await failure();
    expect(error).toMatchObject({ name: 'ApiError', status: 403, type: 'forbidden', message: 'Forbidden', description: 'Not a member.' });
    expect(error.errorCode).toBeUndefined();
  });

  it('carries the errorCode of a 401', async () => {
    server.use(
      http.get('*/api/sandbox/v1/auth/organization/settings', () =>
        HttpResponse.json(
          { type: 'unauthorized', message: 'Unauthorized', description: 'Sign in.', errorCode: 'session_expired' },
          { status: 401 },
        ),
      ),
    );
    expect(await failure()).toMatchObject({ status: 401, type: 'unauthorized', errorCode: 'session_expired' });
  });

  it('reads a non-JSON error body by its status', async () => {
    server.use(
      http.get('*/api/sandbox/v1/auth/organization/settings', () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 })),
    );
    expect(await failure()).toMatchObject({
      status: 502,
      type: 'internal_error',
      message: 'Something went wrong',
      body: '<h1>Bad gateway</h1>',
    });
  });

  it('reads an empty error body by its status', async () => {
    server.use(http.get('*/api/sandbox/v1/auth/organization/settings', () => new HttpResponse(null, { status: 404 })));
    expect(await failure()).toMatchObject({ status: 404, type: 'not_found', message: 'Something went wrong' });
  });

  it('turns a network failure into status 0', async () => {
    server.use(http.get('*/api/sandbox/v1/auth/organization/settings', () => HttpResponse.error()));
    expect(await failure()).toMatchObject({ status: 0, type: 'network_error', message: 'Something went wrong' });
  });

  it('refuses a success body that is not JSON', async () => {
    server.use(http.get('*/api/sandbox/v1/auth/organization/settings', () => HttpResponse.html('<!doctype html><p>console</p>')));
    expect(await failure()).toMatchObject({ status: 200, type: 'invalid_response' });
  });

  it('refuses a JSON success body that does not parse', async () => {
    server.use(
      http.get(
        '*/api/sandbox/v1/auth/organization/settings',
        () => new HttpResponse('{"isLiveEnabled":', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    expect(await failure()).toMatchObject({ status: 0, type: 'invalid_response' });
  });

  it('throws ApiError from the raw client too, when no response arrives', async () => {
    server.use(http.get('*/api/sandbox/v1/auth/organization/settings', () => HttpResponse.error()));
    await expect(api.GET('/v1/auth/organization/settings')).rejects.toBeInstanceOf(ApiError);
  });
});
