import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiProvider, createApiClient } from '~/lib/api';
import { ACME_ORG_ID, catalogueHandlers, catalogueOperators, listsHandlers, scenarios, shellHandlers } from '~/fixtures';
import { usePermissions } from '~/lib/session';
import { useConditionLists, useOperators } from '.';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ getRegion: () => 'in', getMode: () => 'test', getOrgId: () => ACME_ORG_ID });
function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </SWRConfig>
  );
}

describe('condition builder hooks', () => {
  it('useOperators answers the server operator list, relational then functional', async () => {
    server.use(...catalogueHandlers());
    const { result } = renderHook(() => useOperators(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.map((o) => o.name)).toEqual(catalogueOperators.map((o) => o.name));
    expect(result.current.data?.[10]?.name).toBe('IsBlocked');
  });

  it('useConditionLists answers the organisation lists by name with their kind', async () => {
    server.use(...shellHandlers(scenarios.ownerTestPostpaid), ...listsHandlers());
    const { result } = renderHook(() => useConditionLists(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.[0]).toEqual({ id: 'bl_disposable_domains', label: 'Disposable e-mail domains', type: 'blocklist' });
    expect(result.current.data?.map((l) => l.type)).toContain('allowlist');
  });

  it('useConditionLists reports a failure as an ApiError', async () => {
    server.use(...shellHandlers(scenarios.ownerTestPostpaid), ...listsHandlers({ failure: 500 }));
    const { result } = renderHook(() => useConditionLists(), { wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(500));
  });

  it('useConditionLists asks nothing of a user who may not read the lists (a sales user: no 403)', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/blocklists')) asked.push(request.url);
    });
    server.use(...shellHandlers(scenarios.salesTestPostpaid), ...listsHandlers());
    const { result } = renderHook(() => ({ lists: useConditionLists(), permissions: usePermissions() }), { wrapper });
    await waitFor(() => expect(result.current.permissions.has('read', 'workflows')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.lists.data).toBeUndefined();
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });
});
