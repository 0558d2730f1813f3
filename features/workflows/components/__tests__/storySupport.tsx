import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { useHydrateAtoms } from 'jotai/utils';
import type { SetupWorker } from 'msw/browser';
import { expect, screen, waitFor } from 'storybook/test';
import { selectedOrgIdAtom } from '~/lib/session';
import { scenarios, useScenarioSession } from '~/fixtures';

/** Helpers for the editor components' play functions. */

/** The open dialog of that name, once its entry animation has settled. */
export async function findDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name });
  await settled();
  return dialog;
}

/** Waits for overlays to finish their entry animations. */
export async function settled() {
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull(), { timeout: 5000 });
}

export async function expectDialogClosed(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  await waitFor(() => expect(screen.queryByRole(role, { name })).not.toBeInTheDocument());
}

/**
 * Signs the story in to Acme Lending: Acme is the chosen organisation (client state, so the first
 * render already sends its header, as the editor's components expect), and the session calls are
 * answered by the scenario's handlers should anything read them.
 */
function AcmeSession({ worker, children }: { worker: SetupWorker; children: ReactNode }) {
  useScenarioSession(worker, scenarios.ownerTestPostpaid);
  useHydrateAtoms(new Map([[selectedOrgIdAtom, scenarios.ownerTestPostpaid.orgId]]));
  return children;
}

export const withAcmeSession: Decorator = (Story, { msw }) => (
  <AcmeSession worker={msw}>
    <Story />
  </AcmeSession>
);
