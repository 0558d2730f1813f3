import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scenarios, shellHandlers, workflowsHandlers } from '~/fixtures';
import { AppProviders } from '~/app/providers/AppProviders';
import { createConsoleSession, startConsoleSession, type ConsoleSession } from '~/app/providers/consoleSession';
import { useAuthDetails, useOrganizationSettings, useOrganizations } from '~/lib/api';
import type { StartedSession } from '~/lib/session';
import { useTransactions } from '../api';
import { openingTransactionQuery, preloadUsageLogsPage } from './UsageLogsPage';

const server = setupServer();
let transactionReads: number;

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
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
    const session = createConsoleSession();
    const started = await new Promise<StartedSession>((resolve) => startConsoleSession(session).firstPage(resolve));
    preloadUsageLogsPage(started, new Date('2026-11-29T10:15:03.000Z'));
    expect(transactionReads).toBe(1);
    // The session gate's hooks, then the page's, as the console mounts them.
    const gate = renderHook(() => ({ organizations: useOrganizations(), authDetails: useAuthDetails(), settings: useOrganizationSettings() }), { wrapper: wrapperFor(session) });
    await waitFor(() => expect(gate.result.current.settings.data).toBeDefined());
    const page = renderHook(() => useTransactions(openingTransactionQuery(new Date('2026-11-29T10:15:41.000Z'))), { wrapper: wrapperFor(session) });
    await waitFor(() => expect(page.result.current.data?.data.transactions.length).toBeGreaterThan(0));
    expect(transactionReads).toBe(1);
  });
});
