import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { accessHandlers, scenarios, type AccessHandlerOptions } from '~/fixtures';
import { TeamPage } from './TeamPage';
import { withSession } from './__tests__/storySession';

const handlers = (options: AccessHandlerOptions = {}) => ({ handlers: accessHandlers(options) });

const meta = {
  title: 'Pages/Team/TeamPage',
  component: TeamPage,
  decorators: [withSession],
  parameters: {
    msw: handlers(),
    // react-aria announces a pending button by reference; the reference outlives the button for a few seconds.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function settled() {
  await waitFor(() => expect(document.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

/** Waits for the toast, closes it and waits until it is gone (hidden: an open modal hides the region). */
async function expectToast(text: string) {
  const item = await screen.findByRole('alertdialog', { name: text, hidden: true });
  await userEvent.click(within(item).getByRole('button', { name: 'Close', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: text, hidden: true })).not.toBeInTheDocument());
}

async function findTable(canvas: ReturnType<typeof within>) {
  const table = await canvas.findByRole('grid', { name: 'Members' });
  await within(table).findByRole('rowheader', { name: 'Priya Sharma' });
  return within(table);
}

function row(table: ReturnType<typeof within>, name: string) {
  const header = table.getByRole('rowheader', { name });
  const element = header.closest('[role="row"]');
  if (!(element instanceof HTMLElement)) throw new Error(`No row for ${name}`);
  return within(element);
}

async function chooseRole(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /Role/ }));
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

export const Members: Story = {
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    for (const header of ['Name', 'E-mail', 'Roles', 'Invitation status']) await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    const owner = row(table, 'Priya Sharma');
    await expect(owner.getByText('Owner')).toBeVisible();
    await expect(owner.queryByText('Accepted')).toBeNull();
    await expect(owner.queryByRole('button', { name: /Actions/ })).toBeNull();
    await expect(row(table, 'neha.kapoor@acme-lending.example').getByText('Invited')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite member' })).toBeVisible();
  },
};

export const Invite: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));
    await settled();
    await userEvent.type(dialog.getByRole('textbox', { name: /E-mail/ }), 'dev@acme-lending.example');
    await chooseRole('Admin');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expectToast('Invitation sent to dev@acme-lending.example');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const invited = row(table, 'dev@acme-lending.example');
    await expect(invited.getByText('Admin')).toBeVisible();
    await expect(invited.getByText('Invited')).toBeVisible();
    await settled();
  },
};

export const AlreadyInvited: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));
    await settled();
    await userEvent.type(dialog.getByRole('textbox', { name: /E-mail/ }), 'neha.kapoor@acme-lending.example{Enter}');
    await expect(await dialog.findByText('Already invited: neha.kapoor@acme-lending.example has a pending invitation to this organisation.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /E-mail/ })).toBeInvalid();
  },
};

export const ChangeRole: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await userEvent.click(row(table, 'Kavya Nair').getByRole('button', { name: 'Actions for Kavya Nair' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change role' }));
    await screen.findByRole('dialog', { name: 'Change role' });
    await settled();
    await chooseRole('Sales');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Kavya Nair is now Sales');
    await waitFor(() => expect(row(table, 'Kavya Nair').getByText('Sales')).toBeVisible());
    await settled();
  },
};

export const RemoveMember: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    row(table, 'Rohan Gupta').getByRole('button', { name: 'Actions for Rohan Gupta' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove member' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove member?' }));
    await settled();
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await expectToast('Rohan Gupta was removed');
    await waitFor(() => expect(table.queryByRole('rowheader', { name: 'Rohan Gupta' })).toBeNull());
    await settled();
  },
};

export const RevokeInvitation: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await userEvent.click(row(table, 'neha.kapoor@acme-lending.example').getByRole('button', { name: /Actions for/ }));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Revoke invitation']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Revoke invitation' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Revoke invitation?' }));
    await settled();
    await userEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    await expectToast('Invitation to neha.kapoor@acme-lending.example revoked');
    await waitFor(() => expect(table.queryByRole('rowheader', { name: 'neha.kapoor@acme-lending.example' })).toBeNull());
    await settled();
  },
};

export const MemberReadsOnly: Story = {
  parameters: { scenario: scenarios.memberTestPostpaid },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(canvas.queryByRole('button', { name: 'Invite member' })).toBeNull();
    await expect(table.queryByRole('button', { name: /Actions for/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({ delays: { listMembers: 'infinite' } }) },
};

export const Failed: Story = {
  parameters: { msw: handlers({ failures: { listMembers: 500 } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong')).toBeVisible();
  },
};
