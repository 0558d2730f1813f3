import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SessionReady } from '~/lib/session';
import { paths } from '~/lib/routes';
import { toast } from '~/design-system';
import { scenarios, useScenarioSession, type ShellScenario } from '~/fixtures';
import type { SaveFile } from '~/design-system';
import { WorkflowsPage } from '../WorkflowsPage';

function Session({ worker, scenario, children }: { worker: SetupWorker; scenario: ShellScenario; children: ReactNode }) {
  useScenarioSession(worker, scenario);
  return <SessionReady>{children}</SessionReady>;
}

/** Signs the story in as the user of `parameters.scenario` (Acme Lending's owner in test mode by default). */
export const withListSession: Decorator = (Story, context) => {
  const scenario = (context.parameters.scenario as ShellScenario | undefined) ?? scenarios.ownerTestPostpaid;
  return (
    <Session worker={context.msw} scenario={scenario}>
      <Story />
    </Session>
  );
};

/** The clock of the list stories: a few days after the fixtures' latest edit. */
export const listNow = () => new Date('2025-06-01T06:30:00.000Z');

function Destination({ label }: { label: string }) {
  const { workflowId = '', templateId = '' } = useParams();
  return (
    <p>
      {label} {workflowId || templateId}
    </p>
  );
}

/** The list's routes as the console declares them, with markers where its links and buttons lead. */
export function ListRoutes({ initialPath, saveFile }: { initialPath: string; saveFile: SaveFile }) {
  const page = (tab?: 'templates' | 'myWorkflows') => <WorkflowsPage tab={tab} now={listNow} saveFile={saveFile} />;
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: paths.workflows, element: page() },
        { path: paths.myWorkflows, element: page('myWorkflows') },
        { path: paths.templates, element: page('templates') },
        { path: paths.workflowCreate, element: <Destination label="New workflow editor" /> },
        { path: paths.workflowEdit, element: <Destination label="Editor of" /> },
        { path: paths.workflowDuplicate, element: <Destination label="Editor of the copy" /> },
        { path: paths.templateEdit, element: <Destination label="Template editor of" /> },
        { path: paths.quicklinks, element: <Destination label="QuickLinks" /> },
        { path: paths.blocklists, element: <Destination label="Lists" /> },
      ],
      { initialEntries: [initialPath] },
    ),
  );
  return <RouterProvider router={router} />;
}

type Canvas = ReturnType<typeof within>;

/** The card list once its first page is on screen. */
export async function findCards(canvas: Canvas, name = 'My Workflows') {
  const list = await canvas.findByRole('list', { name }, { timeout: 5000 });
  await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
  return within(list);
}

/** The card (list item) whose name link reads `name`. */
export function cardOf(cards: Canvas, name: string): HTMLElement {
  const link = cards.getByRole('link', { name });
  const item = link.closest('li');
  if (!item) throw new Error(`No card for ${name}`);
  return item;
}

/** Opens a card's menu and chooses an action. */
export async function chooseAction(cards: Canvas, name: string, action: string) {
  await userEvent.click(within(cardOf(cards, name)).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** Waits for a toast, checks it is there, and closes it so the screenshot is stable. */
export async function expectToast(title: string) {
  const item = await screen.findByRole('alertdialog', { name: title, hidden: true }, { timeout: 5000 });
  await expect(item).toBeInTheDocument();
  toast.clear();
  await waitFor(() => expect(screen.queryAllByRole('alertdialog', { hidden: true })).toHaveLength(0), { timeout: 5000 });
}

export async function settled() {
  await waitFor(() => expect(document.querySelector('[data-entering], [data-exiting]')).toBeNull(), { timeout: 5000 });
}

/** The console's content area around the page. */
export const ListViewport = styled.div`
  box-sizing: border-box;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bg.canvas};
`;

/** A scrolling box of fixed height: the list's infinite scroll then follows the box, not the page. */
export const ScrollBox = styled.div`
  height: 36rem;
  overflow-y: auto;
  padding-right: ${({ theme }) => theme.space[2]};
`;
