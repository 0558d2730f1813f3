import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { expect, screen, waitFor } from 'storybook/test';
import { SessionReady } from '~/lib/session';
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

/** Signs the story in to Acme Lending, so catalogue calls carry its organisation header. */
function AcmeSession({ worker, children }: { worker: SetupWorker; children: ReactNode }) {
  useScenarioSession(worker, scenarios.ownerTestPostpaid);
  return <SessionReady>{children}</SessionReady>;
}

export const withAcmeSession: Decorator = (Story, { msw }) => (
  <AcmeSession worker={msw}>
    <Story />
  </AcmeSession>
);
