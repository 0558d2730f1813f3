import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { activeOrganizationAtom, organizationsAtom } from '~/lib/session';
import { scenarios } from '~/fixtures';
import { Header } from './Header';

function TwoOrganisations({ children }: { children: ReactNode }) {
  useHydrateAtoms(new Map([[organizationsAtom, [...scenarios.ownerTwoOrganisations.organizations]]]));
  return children;
}

function ActiveOrganisation() {
  return <p>Active organisation: {useAtomValue(activeOrganizationAtom)?.displayName}</p>;
}

const meta = {
  title: 'Shell/Header/OrganisationSwitcher',
  component: Header,
  decorators: [
    (Story) => (
      <TwoOrganisations>
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
    await expect(canvas.getByText('Active organisation: Acme Lending')).toBeVisible();
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
    canvas.getByRole('button', { name: /Account menu/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My API Keys',
      'Webhooks',
      'Settings',
      'Log Out',
      'Acme Lending (current)',
      'Globex Payments',
    ]);
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  },
};
