import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import styled from 'styled-components';
import { Route, Routes } from 'react-router-dom';
import { SessionReady } from '~/lib/session';
import { paths } from '~/lib/routes';
import { scenarios, useScenarioSession } from '~/fixtures';

/** The fixtures' transactions run between April and June 2025; stories see this as the current time. */
export const STORY_NOW = new Date('2025-06-02T06:30:00.000Z');
export const storyNow = () => STORY_NOW;

function SignedIn({ worker, children }: { worker: SetupWorker; children: ReactNode }) {
  useScenarioSession(worker, scenarios.ownerTestPostpaid);
  return <SessionReady>{children}</SessionReady>;
}

/** Acme Lending's owner in test mode: the API client sends Acme's organisation id. */
export const withAcmeSession: Decorator = (Story, { msw }) => (
  <SignedIn worker={msw}>
    <Story />
  </SignedIn>
);

/** The console's content area at the story viewport's size; a page taller than it scrolls inside. */
const Viewport = styled.div`
  box-sizing: border-box;
  height: 100vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space[6]};
`;

/** Scrolls the story viewport so `element` is at its top, for a screenshot of that part of the page. */
export function scrollIntoStoryView(element: HTMLElement) {
  const viewport = element.closest<HTMLElement>('[data-story-viewport]');
  if (viewport) viewport.scrollTop += element.getBoundingClientRect().top - viewport.getBoundingClientRect().top - 16;
}

/** The usage-logs routes as the console declares them, so row clicks and breadcrumbs navigate. */
export function ReportsRoutes({ list, detail }: { list: ReactNode; detail: ReactNode }) {
  return (
    <Viewport data-story-viewport="">
      <Routes>
        <Route path={paths.reports} element={list} />
        <Route path={paths.reportTransaction} element={detail} />
        <Route path={paths.reportWorkflow} element={detail} />
        <Route path={paths.reportTemplate} element={detail} />
      </Routes>
    </Viewport>
  );
}
