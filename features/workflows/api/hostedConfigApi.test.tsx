import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, ApiProvider, createApiClient } from '~/lib/api';
import { DEFAULT_HOSTED_CONFIG, DEMO_HOSTED_CONFIG } from '~/contract/reference';
import { ACME_ORG_ID, hostedThemeHandlers } from '~/fixtures';
import { useCreateHostedConfig } from './createHostedConfig';
import { useHostedConfig } from './hostedConfig';
import { useUpdateHostedConfig } from './updateHostedConfig';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function wrapperFor(orgId: string | null) {
  const client = createApiClient({ getRegion: () => 'in', getMode: () => 'test', getOrgId: () => orgId, origin: 'http://localhost' });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ApiProvider client={client}>{children}</ApiProvider>
      </SWRConfig>
    );
  };
}

describe('hosted theme api hooks', () => {
  it('useHostedConfig reads the saved theme, or the defaults with saved false; no call without an organisation', async () => {
    server.use(...hostedThemeHandlers());
    const saved = renderHook(() => useHostedConfig(), { wrapper: wrapperFor(ACME_ORG_ID) });
    await waitFor(() => expect(saved.result.current.data).toBeDefined());
    expect(saved.result.current.data).toMatchObject({ config: DEMO_HOSTED_CONFIG, saved: true });
    server.resetHandlers(...hostedThemeHandlers({ config: null }));
    const none = renderHook(() => useHostedConfig(), { wrapper: wrapperFor(ACME_ORG_ID) });
    await waitFor(() => expect(none.result.current.data).toBeDefined());
    expect(none.result.current.data).toEqual({ config: DEFAULT_HOSTED_CONFIG, saved: false, updatedAt: null });
    const signedOut = renderHook(() => useHostedConfig(), { wrapper: wrapperFor(null) });
    expect(signedOut.result.current.isLoading).toBe(false);
  });

  it('useCreateHostedConfig saves the first theme; useUpdateHostedConfig then changes parts of it', async () => {
    server.use(...hostedThemeHandlers({ config: null }));
    const wrapper = wrapperFor(ACME_ORG_ID);
    const create = renderHook(() => useCreateHostedConfig(), { wrapper });
    await act(async () => {
      await expect(create.result.current.trigger(DEFAULT_HOSTED_CONFIG)).resolves.toMatchObject({ saved: true, config: DEFAULT_HOSTED_CONFIG });
    });
    const update = renderHook(() => useUpdateHostedConfig(), { wrapper });
    await act(async () => {
      const answer = await update.result.current.trigger({ background: { color: '#000000' } }); // eslint-disable-line no-restricted-syntax -- a theme colour (data)
      expect(answer.config).toEqual({ ...DEFAULT_HOSTED_CONFIG, background: { color: '#000000' } }); // eslint-disable-line no-restricted-syntax -- a theme colour (data)
    });
    // A second first save is refused: the theme exists.
    await act(async () => {
      await expect(create.result.current.trigger(DEFAULT_HOSTED_CONFIG)).rejects.toMatchObject({ status: 409 });
    });
  });

  it('PATCH before any save answers 404 as an ApiError', async () => {
    server.use(...hostedThemeHandlers({ config: null }));
    const update = renderHook(() => useUpdateHostedConfig(), { wrapper: wrapperFor(ACME_ORG_ID) });
    await act(async () => {
      const failure = await update.result.current.trigger({ buttons: { type: 'Rounded' } }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).status).toBe(404);
    });
  });
});
