import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SessionReady, useActiveOrganization } from '~/lib/session';
import { scenarios, useScenarioSession } from '~/fixtures';
import { Header } from './Header';

/** Signed in as a user of two organisations, through the scenario's session handlers. */
function TwoOrganisations({ worker, children }: { worker: SetupWorker; children: ReactNode }) {
  useScenarioSession(worker, scenarios.ownerTwoOrganisations);
  return <SessionReady>{children}</SessionReady>;
}

function ActiveOrganisation() {
  return <p>Active organisation: {useActiveOrganization()?.displayName}</p>;
}

const meta = {
  title: 'Shell/Header/OrganisationSwitcher',
  component: Header,
  decorators: [
    (Story, { msw }) => (
      <TwoOrganisations worker={msw}>
        <Story />
        <ActiveOrganisation />
      </TwoOrganisations>
    ),
  ],
  args: {
    title: 'Home',
    goLive: { shown: false, disabled: false, tooltip: undefined },
    counter: { kind: 'hidden' },
    showAddCredits: false,
    docsHref: '/docs/api',
    profile: { name: 'Priya Sharma', email: 'priya.sharma@acme-lending.example', canSeeApiKeys: true, canSeeWebhooks: true },
    onGoLive: fn(),
    onAddCredits: fn(),
    onProfileAction: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchOrganisation: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Active organisation: Acme Lending')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Acme Lending (current)' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Globex Payments' }));
    await expect(await canvas.findByText('Active organisation: Globex Payments')).toBeVisible();
    await expect(args.onProfileAction).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const OpenMenu: Story = {
  play: async ({ canvas }) => {
    (await canvas.findByRole('button', { name: /Account menu/ })).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My API Keys',
      'Webhooks',
      'Settings',
      'Acme Lending (current)',
      'Globex Payments',
      'Log Out',
    ]);
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  },
};
