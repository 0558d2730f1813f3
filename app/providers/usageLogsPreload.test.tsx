import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scenarios, shellHandlers, workflowsHandlers } from '~/fixtures';
import { AppProviders } from './AppProviders';
import { createConsoleSession, startConsoleSession, type ConsoleSession } from './consoleSession';
import { useAuthDetails, useOrganizationSettings, useOrganizations } from '~/lib/api';
import type { StartedSession } from '~/lib/session';

const server = setupServer();
let transactionReads: number;

beforeAll(() => {
  // jsdom has none; the virtualised table observes its size.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  server.listen({ onUnhandledRequest: 'bypass' });
});
beforeEach(() => {
  transactionReads = 0;
  server.use(...shellHandlers(scenarios.ownerTestPostpaid), ...workflowsHandlers());
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/transactions')) transactionReads += 1;
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const wrapperFor = (session: ConsoleSession) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <AppProviders session={session}>{children}</AppProviders>;
  };

describe('the usage logs preloader (ADR 0045)', () => {
  it("asks for the first page the page's first render asks for, later in the same minute: one request", async () => {
    const { UsageLogsPage, preloadUsageLogsPage } = await import('~/features/reports/pages/UsageLogsPage');
    const session = createConsoleSession();
    const started = await new Promise<StartedSession>((resolve) => startConsoleSession(session).firstPage(resolve));
    preloadUsageLogsPage(started, new Date('2026-11-29T10:15:03.000Z'));
    expect(transactionReads).toBe(1);
    // The session gate's hooks, then the page's, as the console mounts them.
    const gate = renderHook(() => ({ organizations: useOrganizations(), authDetails: useAuthDetails(), settings: useOrganizationSettings() }), { wrapper: wrapperFor(session) });
    await waitFor(() => expect(gate.result.current.settings.data).toBeDefined());
    const Wrapper = wrapperFor(session);
    render(
      <Wrapper>
        <MemoryRouter initialEntries={['/reports']}>
          <UsageLogsPage now={() => new Date('2026-11-29T10:15:41.000Z')} />
        </MemoryRouter>
      </Wrapper>,
    );
    expect(await screen.findAllByRole('row')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('rowheader').length).toBeGreaterThan(0));
    expect(transactionReads).toBe(1);
  });
});
