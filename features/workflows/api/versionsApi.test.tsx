import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, ApiProvider, createApiClient } from '~/lib/api';
import { ACME_ORG_ID, FIXTURE_WORKFLOW_IDS, onboardingFlow, workflowsHandlers } from '~/fixtures';
import { useRestoreWorkflowVersion } from './restoreWorkflowVersion';
import { useWorkflowVersion } from './workflowVersion';
import { useWorkflowVersions } from './workflowVersions';

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

describe('workflow version api hooks', () => {
  it('useWorkflowVersions lists the versions newest first with who stored them; no call without an id', async () => {
    server.use(...workflowsHandlers());
    const { result } = renderHook(() => useWorkflowVersions(FIXTURE_WORKFLOW_IDS.onboarding), { wrapper: wrapperFor(ACME_ORG_ID) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.count).toBe(3);
    expect(result.current.data?.versions.map((v) => [v.version, v.createdBy?.email])).toEqual([
      [3, 'kavya.nair@acme-lending.example'],
      [2, 'kavya.nair@acme-lending.example'],
      [1, 'priya.sharma@acme-lending.example'],
    ]);
    const closed = renderHook(() => useWorkflowVersions(null), { wrapper: wrapperFor(ACME_ORG_ID) });
    expect(closed.result.current.isLoading).toBe(false);
  });

  it('useWorkflowVersion loads one version with its flow, and reports a missing one as 404', async () => {
    server.use(...workflowsHandlers());
    const { result } = renderHook(() => useWorkflowVersion(FIXTURE_WORKFLOW_IDS.onboarding, 1), { wrapper: wrapperFor(ACME_ORG_ID) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.workflowObject).toEqual(onboardingFlow(1));
    const missing = renderHook(() => useWorkflowVersion(FIXTURE_WORKFLOW_IDS.onboarding, 9), { wrapper: wrapperFor(ACME_ORG_ID) });
    await waitFor(() => expect(missing.result.current.error).toBeInstanceOf(ApiError));
    expect(missing.result.current.error?.status).toBe(404);
  });

  it('useRestoreWorkflowVersion stores the chosen version as the newest one; sales is refused with 403', async () => {
    server.use(...workflowsHandlers());
    const { result } = renderHook(() => useRestoreWorkflowVersion(), { wrapper: wrapperFor(ACME_ORG_ID) });
    let restored: Awaited<ReturnType<typeof result.current.trigger>> | undefined;
    await act(async () => {
      restored = await result.current.trigger({ workflowId: FIXTURE_WORKFLOW_IDS.onboarding, version: 1 });
    });
    expect(restored).toMatchObject({ version: 4, workflowObject: onboardingFlow(1) });
    const list = renderHook(() => useWorkflowVersions(FIXTURE_WORKFLOW_IDS.onboarding), { wrapper: wrapperFor(ACME_ORG_ID) });
    await waitFor(() => expect(list.result.current.data?.versions[0]).toMatchObject({ version: 4, createdBy: { name: 'Priya Sharma' } }));

    server.resetHandlers(...workflowsHandlers({ role: 'sales' }));
    const sales = renderHook(() => useRestoreWorkflowVersion(), { wrapper: wrapperFor(ACME_ORG_ID) });
    let refused: unknown;
    await act(async () => {
      refused = await sales.result.current.trigger({ workflowId: FIXTURE_WORKFLOW_IDS.onboarding, version: 1 }).catch((error: unknown) => error);
    });
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});
