import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, ApiProvider, createApiClient } from '~/lib/api';
import { ACME_ORG_ID, FIXTURE_WORKFLOW_IDS, workflowsHandlers } from '~/fixtures';
import { useTemplate, useUpdateWorkflow, useWorkflow } from '.';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function wrapperFor(orgId: string | null) {
  const client = createApiClient({ getRegion: () => 'in', getMode: () => 'test', getOrgId: () => orgId });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </SWRConfig>
    );
  };
}

describe('workflow editor api hooks', () => {
  it('useWorkflow loads a workflow with its flow', async () => {
    server.use(...workflowsHandlers());
    const { result } = renderHook(() => useWorkflow(FIXTURE_WORKFLOW_IDS.login), { wrapper: wrapperFor(ACME_ORG_ID) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.name).toBe('Login device guard');
    expect(result.current.data?.workflowObject.columns.length).toBeGreaterThan(1);
  });

  it('useWorkflow reports an unknown id as a 404 and makes no call without an organisation', async () => {
    server.use(...workflowsHandlers());
    const missing = renderHook(() => useWorkflow('wf_missing'), { wrapper: wrapperFor(ACME_ORG_ID) });
    await waitFor(() => expect(missing.result.current.error).toBeInstanceOf(ApiError));
    expect(missing.result.current.error?.status).toBe(404);
    const signedOut = renderHook(() => useWorkflow(FIXTURE_WORKFLOW_IDS.login), { wrapper: wrapperFor(null) });
    expect(signedOut.result.current.isLoading).toBe(false);
    expect(signedOut.result.current.data).toBeUndefined();
  });

  it('useTemplate loads a template', async () => {
    server.use(...workflowsHandlers());
    const { result } = renderHook(() => useTemplate('tpl_pan_kyc'), { wrapper: wrapperFor(ACME_ORG_ID) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.name).toBe('PAN KYC');
  });

  it('useUpdateWorkflow saves a new name and refuses one another workflow uses with 422', async () => {
    server.use(...workflowsHandlers());
    const { result } = renderHook(() => useUpdateWorkflow(), { wrapper: wrapperFor(ACME_ORG_ID) });
    let saved: Awaited<ReturnType<typeof result.current.trigger>> | undefined;
    await act(async () => {
      saved = await result.current.trigger({ workflowId: FIXTURE_WORKFLOW_IDS.login, body: { name: 'Login guard' } });
    });
    expect(saved?.name).toBe('Login guard');
    let refused: unknown;
    await act(async () => {
      refused = await result.current.trigger({ workflowId: FIXTURE_WORKFLOW_IDS.login, body: { name: 'Personal loan risk tiering' } }).catch((error: unknown) => error);
    });
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422, message: 'A workflow with the given name already exists' });
  });
});
