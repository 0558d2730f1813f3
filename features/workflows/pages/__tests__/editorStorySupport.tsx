import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { useHydrateAtoms } from 'jotai/utils';
import styled from 'styled-components';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, waitFor } from 'storybook/test';
import { authDetailsAtom, authDetailsFromApi, organizationsAtom } from '~/app/auth';
import { paths } from '~/app/routes';
import { scenarios } from '~/fixtures';
import { WorkflowEditorPage } from '../WorkflowEditorPage';

const Viewport = styled.div`
  box-sizing: border-box;
  height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.bg.canvas};
`;

function SignedIn({ children }: { children: ReactNode }) {
  const { authDetails, organizations } = scenarios.ownerTestPostpaid;
  useHydrateAtoms(new Map([[authDetailsAtom, authDetailsFromApi(authDetails)]]));
  useHydrateAtoms(new Map([[organizationsAtom, organizations]]));
  return children;
}

/** Acme Lending's owner in test mode: may create and edit workflows. */
export const withOwnerSession: Decorator = (Story) => (
  <SignedIn>
    <Story />
  </SignedIn>
);

/** The editor's routes as the console declares them, on a data router (the leave prompt needs one). */
/** The stories' clock: default names read 'Untitled 2025-06-02 12:00:00'. */
export const storyNow = () => new Date(2025, 5, 2, 12, 0, 0);

export function EditorRoutes({ initialPath }: { initialPath: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: paths.workflowCreate, element: <WorkflowEditorPage mode="create" now={storyNow} /> },
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
