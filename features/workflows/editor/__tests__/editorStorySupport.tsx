import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import styled from 'styled-components';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SessionReady } from '~/lib/session';
import { paths } from '~/lib/routes';
import { toast } from '~/design-system';
import { scenarios, useScenarioSession, type ShellScenario } from '~/fixtures';
import { findDialog } from '../../components/__tests__/storySupport';
import { WorkflowEditorPage } from '../WorkflowEditorPage';

const Viewport = styled.div`
  box-sizing: border-box;
  height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.bg.canvas};
`;

function SignedIn({ worker, scenario, children }: { worker: SetupWorker; scenario: ShellScenario; children: ReactNode }) {
  useScenarioSession(worker, scenario);
  return <SessionReady>{children}</SessionReady>;
}

/**
 * Acme Lending's owner in test mode, who may create and edit workflows; a story's
 * `parameters.scenario` signs in another user (a sales user, who only reads).
 */
export const withOwnerSession: Decorator = (Story, { msw, parameters }) => (
  <SignedIn worker={msw} scenario={(parameters.scenario as ShellScenario | undefined) ?? scenarios.ownerTestPostpaid}>
    <Story />
  </SignedIn>
);

/** The editor's routes as the console declares them, on a data router (the leave prompt needs one). */
/** The stories' clock: default names read 'Untitled 2025-06-02 12:00:00'. */
export const storyNow = () => new Date(2025, 5, 2, 12, 0, 0);

export function EditorRoutes({ initialPath, now = storyNow }: { initialPath: string; now?: () => Date }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: paths.workflowCreate, element: <WorkflowEditorPage mode="create" now={now} /> },
        { path: paths.templateEdit, element: <WorkflowEditorPage mode="template" /> },
        { path: paths.workflowEdit, element: <WorkflowEditorPage mode="edit" /> },
        { path: paths.myWorkflows, element: <p>My Workflows</p> },
        { path: paths.templates, element: <p>Templates</p> },
      ],
      { initialEntries: [initialPath] },
    ),
  );
  return (
    <Viewport>
      <RouterProvider router={router} />
    </Viewport>
  );
}

/** Waits until React Flow has measured the cards, fitted the view and finished every transition. */
export async function canvasSettled(root: HTMLElement) {
  await waitFor(
    () => {
      const nodes = root.querySelectorAll<HTMLElement>('.react-flow__node');
      expect(nodes.length).toBeGreaterThan(0);
      for (const node of nodes) expect(getComputedStyle(node).visibility).toBe('visible');
    },
    { timeout: 5000 },
  );
  await waitFor(() => expect(document.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));
}

type Queries = ReturnType<typeof within>;

/** The editor's canvas once it has settled, to query its steps. */
export async function loaded(canvas: Queries = within(document.body)): Promise<Queries> {
  const region = await canvas.findByRole('region', { name: 'Workflow canvas' }, { timeout: 5000 });
  await canvasSettled(region);
  return within(region);
}

/** The toast of that title (hidden while an overlay closes, as the region is then aria-hidden). */
export async function findToast(title: string) {
  return within(await screen.findByRole('alertdialog', { name: title, hidden: true }));
}

/** Dismisses the toasts, so the screenshot does not depend on how long they have been showing. */
export async function dismissToasts() {
  toast.clear();
  await waitFor(() => expect(screen.queryAllByRole('alertdialog', { hidden: true })).toHaveLength(0));
}

/** Picks a service in the open Add Action menu. */
export async function chooseService(name: string) {
  const menu = within(await findDialog('Add Action'));
  await userEvent.click(await within(await menu.findByRole('list', { name: 'Services' })).findByRole('button', { name }));
}

/** Picks an option of a select, and waits for its list to close. */
export async function chooseOption(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}
