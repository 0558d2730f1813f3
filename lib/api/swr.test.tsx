import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from './ApiProvider';
import { createApiClient, fixedEnvironment } from './client';
import { ApiError } from './errors';
import { ORG_ID, testHandlers } from './__tests__/handlers';
import { useAuthDetails, useDocsLink, useOrganizationSettings, useUsage } from './hooks';
import { apiSWRConfig, onErrorRetryWith, retryPolicies, retryPolicyForKey, shouldRetry, type RetryPolicy } from './swr';

/** SWR re-renders only for the fields read during render, so read them there. */
function read<T>({ data, error, isLoading }: { data?: T; error?: ApiError; isLoading: boolean }) {
  return { data, error, isLoading };
}

/**
 * Waits for `check` to pass without moving the fake clock (testing-library's waitFor would wait
 * on the faked setTimeout): lets real I/O and zero-delay work run between attempts.
 */
async function eventually(check: () => void) {
  for (let attempt = 0; ; attempt++) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 200) throw error;
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    }
  }
}

function apiError(status: number): ApiError {
  return ApiError.fromResponse({ status, statusText: '' }, undefined);
}

/** Drives an onErrorRetry by hand: every revalidation fails again with `error`. */
function retrySchedule(error: unknown, policy: RetryPolicy | undefined, key = 'k') {
  const onErrorRetry = onErrorRetryWith(policy);
  const revalidations: { at: number; retryCount: number | undefined }[] = [];
  const start = Date.now();
  const revalidate = (options?: { retryCount?: number }) => {
    revalidations.push({ at: Date.now() - start, retryCount: options?.retryCount });
    onErrorRetry(error, key, {}, revalidate, { retryCount: (options?.retryCount ?? 0) + 1, dedupe: true });
  };
  onErrorRetry(error, key, {}, revalidate, { retryCount: 1, dedupe: true });
  return revalidations;
}

describe('retry policies (document 1 sections 7 and 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('auth details: 5 retries, 3 s × attempt apart', async () => {
    const revalidations = retrySchedule(apiError(500), retryPolicies.authDetails);
    await vi.advanceTimersByTimeAsync(2999);
    expect(revalidations).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(revalidations).toEqual([{ at: 3000, retryCount: 1 }]);
    await vi.runAllTimersAsync();
    expect(revalidations.map((r) => r.at)).toEqual([3000, 9000, 18000, 30000, 45000]);
    expect(revalidations.map((r) => r.retryCount)).toEqual([1, 2, 3, 4, 5]);
  });

  it('docs and usage metrics: 3 retries, 1 s × attempt apart', async () => {
    for (const policy of [retryPolicies.docs, retryPolicies.usage]) {
      const revalidations = retrySchedule(apiError(503), policy);
      await vi.runAllTimersAsync();
      expect(revalidations.map((r) => r.at)).toEqual([1000, 3000, 6000]);
    }
  });

  it('other queries: no retry', async () => {
    const revalidations = retrySchedule(apiError(500), retryPolicies.none);
    await vi.runAllTimersAsync();
    expect(revalidations).toEqual([]);
  });

  it.each([400, 401, 403, 404, 409, 422])('never retries a %i', async (status) => {
    const revalidations = retrySchedule(apiError(status), retryPolicies.authDetails);
    await vi.runAllTimersAsync();
    expect(revalidations).toEqual([]);
  });

  it('retries network failures and server errors', () => {
    expect(shouldRetry(ApiError.from(new TypeError('fetch failed')), retryPolicies.docs, 1)).toBe(true);
    expect(shouldRetry(apiError(502), retryPolicies.docs, 3)).toBe(true);
    expect(shouldRetry(apiError(502), retryPolicies.docs, 4)).toBe(false);
  });

  it('reads the policy from the key when the hook gives none', async () => {
    expect(retryPolicyForKey(unstable_serialize(['/v1/auth/me', 'in', 'test', 'org_1']))).toBe(retryPolicies.authDetails);
    expect(retryPolicyForKey(unstable_serialize(['/v1/auth/docs', 'in', 'live']))).toBe(retryPolicies.docs);
    expect(retryPolicyForKey(unstable_serialize(['/v1/auth/credits/{orgId}', 'us', 'test', 'org_1']))).toBe(retryPolicies.usage);
    expect(retryPolicyForKey(unstable_serialize(['/v1/auth/organization/settings', 'in', 'test', 'org_1']))).toBe(retryPolicies.none);
    expect(retryPolicyForKey('/v1/auth/docs')).toBe(retryPolicies.docs);

    const revalidations = retrySchedule(apiError(500), undefined, unstable_serialize(['/v1/auth/docs', 'in', 'test']));
    await vi.runAllTimersAsync();
    expect(revalidations.map((r) => r.at)).toEqual([1000, 3000, 6000]);
  });
});

describe('hooks retry through SWR', () => {
  const server = setupServer();
  let calls: Record<string, number>;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    calls = {};
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      calls[path] = (calls[path] ?? 0) + 1;
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());

  function wrapper({ children }: { children: ReactNode }) {
    const client = createApiClient(fixedEnvironment({ orgId: ORG_ID }));
    return (
      <SWRConfig value={{ ...apiSWRConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </SWRConfig>
    );
  }

  const fail = (path: string, status: number) =>
    http.get(`*/api/sandbox${path}`, () =>
      HttpResponse.json({ type: 'internal_error', message: 'Something went wrong', description: 'Down.' }, { status }),
    );

  it('useAuthDetails makes 1 call and 5 retries, 3 s × attempt apart', async () => {
    server.use(fail('/v1/auth/me', 500));
    const path = '/api/sandbox/v1/auth/me';
    const { result } = renderHook(() => read(useAuthDetails()), { wrapper });
    await eventually(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(calls[path]).toBe(1);
    for (const [wait, total] of [
      [3000, 2],
      [6000, 3],
      [9000, 4],
      [12000, 5],
      [15000, 6],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(calls[path]).toBe(total - 1);
      await vi.advanceTimersByTimeAsync(1);
      await eventually(() => expect(calls[path]).toBe(total));
    }
    await vi.advanceTimersByTimeAsync(60000);
    expect(calls[path]).toBe(6);
  });

  it('useUsage and useDocsLink retry 3 times, 1 s × attempt apart', async () => {
    server.use(fail(`/v1/auth/credits/${ORG_ID}`, 503), fail('/v1/auth/docs', 500));
    const { result } = renderHook(() => ({ usage: read(useUsage(ORG_ID)), docs: read(useDocsLink()) }), { wrapper });
    const usagePath = `/api/sandbox/v1/auth/credits/${ORG_ID}`;
    const docsPath = '/api/sandbox/v1/auth/docs';
    await eventually(() => expect(result.current.usage.error).toBeInstanceOf(ApiError));
    await eventually(() => expect(result.current.docs.error).toBeInstanceOf(ApiError));
    for (const [wait, total] of [
      [1000, 2],
      [2000, 3],
      [3000, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect([calls[usagePath], calls[docsPath]]).toEqual([total - 1, total - 1]);
      await vi.advanceTimersByTimeAsync(1);
      await eventually(() => expect([calls[usagePath], calls[docsPath]]).toEqual([total, total]));
    }
    await vi.advanceTimersByTimeAsync(60000);
    expect([calls[usagePath], calls[docsPath]]).toEqual([4, 4]);
  });

  it('useOrganizationSettings does not retry', async () => {
    server.use(fail('/v1/auth/organization/settings', 500));
    const { result } = renderHook(() => read(useOrganizationSettings()), { wrapper });
    await eventually(() => expect(result.current.error?.status).toBe(500));
    await vi.advanceTimersByTimeAsync(60000);
    expect(calls['/api/sandbox/v1/auth/organization/settings']).toBe(1);
  });

  it('useAuthDetails does not retry a 403', async () => {
    server.use(...testHandlers());
    const client = createApiClient(fixedEnvironment({ orgId: 'org_stranger' }));
    const { result } = renderHook(() => read(useAuthDetails()), {
      wrapper: ({ children }) => (
        <SWRConfig value={{ ...apiSWRConfig, provider: () => new Map(), dedupingInterval: 0 }}>
          <ApiProvider client={client}>{children}</ApiProvider>
        </SWRConfig>
      ),
    });
    await eventually(() => expect(result.current.error?.status).toBe(403));
    await vi.advanceTimersByTimeAsync(60000);
    expect(calls['/api/sandbox/v1/auth/me']).toBe(1);
  });
});
