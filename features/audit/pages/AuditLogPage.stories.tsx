import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessHandlers, scenarios, type AccessHandlerOptions } from '~/fixtures';
import { AuditLogPage } from './AuditLogPage';
import { withSession } from './__tests__/storySession';

const handlers = (options: AccessHandlerOptions = {}) => ({ handlers: accessHandlers(options) });
/** A day after the fixtures' newest event, so 'Last 30 days' holds them all. */
const now = () => new Date('2025-06-01T06:30:00.000Z');

const meta = {
  title: 'Pages/Audit/AuditLogPage',
  component: AuditLogPage,
  decorators: [withSession],
  args: { now },
  parameters: { msw: handlers() },
} satisfies Meta<typeof AuditLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findTable(canvas: ReturnType<typeof within>) {
  const table = await canvas.findByRole('grid', { name: 'Audit log' });
  await within(table).findAllByText('203.0.113.24', {});
  return within(table);
}

export const Events: Story = {
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    for (const header of ['When', 'Who', 'What', 'Target', 'Mode', 'From']) await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(table.getByText('Invitation created')).toBeVisible();
    await expect(table.getByText('arjun.mehta@acme-lending.example (member → admin)')).toBeVisible();
    await expect(table.getAllByRole('rowheader', { name: 'Veriflow platform' })).toHaveLength(2);
    await expect(table.queryByText('Legacy mobile app (inactive)')).toBeNull();
  },
};

export const Search: Story = {
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search audit log' }), 'credential{Enter}');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    await expect(table.queryByText('Invitation created')).toBeNull();
    await expect(table.getAllByText('Credential created')).toHaveLength(2);
  },
};

export const Paging: Story = {
  parameters: { scenario: scenarios.adminLivePostpaid },
  play: async ({ canvas }) => {
    await findTable(canvas);
    const size = canvas.getByRole('button', { name: /Rows per page/ });
    await userEvent.click(size);
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['20', '30', '50']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(document.querySelector('[data-exiting]')).toBeNull());
    await expect(canvas.getByText('1–8 of 8')).toBeVisible();
  },
};

export const NothingInRange: Story = {
  args: { now: () => new Date('2024-01-01T00:00:00.000Z') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No audit events in this range')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({ delays: { listAuditLogs: 'infinite' } }) },
};

export const Forbidden: Story = {
  parameters: { scenario: scenarios.salesTestPostpaid, msw: handlers({ failures: { listAuditLogs: 403 } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You don't have permission to see the audit log")).toBeVisible();
  },
};
