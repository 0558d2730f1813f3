import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiProvider, createApiClient, type ApiClient } from '~/lib/api';
import { ACME_ORG_ID, catalogueHandlers, catalogueInputAttributes, catalogueUseCases, loginFlow, workflowsHandlers } from '~/fixtures';
import { useCreateWorkflow, useInputAttributes, useSupplierInputOutput, useSuppliers, useUseCases } from '.';

const server = setupServer();
let requested: string[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requested = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requested.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

function clientFor(orgId: string | null): ApiClient {
  return createApiClient({ getRegion: () => 'in', getMode: () => 'test', getOrgId: () => orgId });
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

describe('workflow editor catalogue hooks', () => {
  it('useSuppliers lists the services sorted by display name and passes a trimmed search term', async () => {
    server.use(...catalogueHandlers());
    const wrapper = wrapperFor(clientFor(ACME_ORG_ID));
    const all = renderHook(() => useSuppliers(), { wrapper });
    await waitFor(() => expect(all.result.current.data).toBeDefined());
    const names = all.result.current.data?.map((s) => s.displayName) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.length).toBeGreaterThan(1);

    const searched = renderHook(() => useSuppliers('  pan '), { wrapper });
    await waitFor(() => expect(searched.result.current.data?.map((s) => s.id)).toEqual(['pan-verification']));
    expect(requested).toContain('GET /api/sandbox/suppliers?searchTerm=pan');
  });

  it('useSuppliers reports a failure as an ApiError', async () => {
    server.use(...catalogueHandlers({ failures: ['listSuppliers'] }));
    const { result } = renderHook(() => useSuppliers(), { wrapper: wrapperFor(clientFor(ACME_ORG_ID)) });
    await waitFor(() => expect(result.current.error?.status).toBe(500));
  });

  it('useSupplierInputOutput sends the ids as a JSON list and waits for at least one id', async () => {
    server.use(...catalogueHandlers());
    const wrapper = wrapperFor(clientFor(ACME_ORG_ID));
    const none = renderHook(() => useSupplierInputOutput([]), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(none.result.current.isLoading).toBe(false);
    expect(requested).toEqual([]);

    const { result } = renderHook(() => useSupplierInputOutput(['pan-verification', 'name-match', 'pan-verification']), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.suppliers.map((s) => s.id).sort()).toEqual(['name-match', 'pan-verification']);
    expect(result.current.data?.suppliers[0]?.inputs[0]?.optionality).toBeDefined();
    expect(decodeURIComponent(requested[0] ?? '')).toBe('GET /api/sandbox/suppliers/input-output?supplierList=["name-match","pan-verification"]');
  });

  it('useInputAttributes loads the start attributes; nothing is asked without an organisation', async () => {
    server.use(...catalogueHandlers());
    const { result } = renderHook(() => useInputAttributes(), { wrapper: wrapperFor(clientFor(ACME_ORG_ID)) });
    await waitFor(() => expect(result.current.data).toEqual(catalogueInputAttributes));

    requested = [];
    const signedOut = renderHook(() => useInputAttributes(), { wrapper: wrapperFor(clientFor(null)) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signedOut.result.current.data).toBeUndefined();
    expect(requested).toEqual([]);
  });

  it('useUseCases loads the lifecycle stages', async () => {
    server.use(...catalogueHandlers());
    const { result } = renderHook(() => useUseCases(), { wrapper: wrapperFor(clientFor(ACME_ORG_ID)) });
    await waitFor(() => expect(result.current.data).toEqual(catalogueUseCases));
  });
});

describe('useCreateWorkflow', () => {
  it('publishes a workflow and answers its id; a taken name rejects with a 422 ApiError', async () => {
    server.use(...workflowsHandlers());
    const { result } = renderHook(() => useCreateWorkflow(), { wrapper: wrapperFor(clientFor(ACME_ORG_ID)) });
    const body = { name: 'Fresh workflow', workflowObject: loginFlow(), releaseType: 'v2' as const, useCase: 'login' as const, active: true, isAsyncExecution: false };
    const created = await result.current.trigger(body);
    expect(created.workflowId).toMatch(/^wf_/);
    await expect(result.current.trigger({ ...body, name: 'Retail onboarding KYC' })).rejects.toMatchObject({
      status: 422,
      message: 'A workflow with the given name already exists',
    });
  });
});
