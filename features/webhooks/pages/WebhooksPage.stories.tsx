import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { withSession } from '~/features/apiKeys/pages/__tests__/storySession';
import { markedWebhooks, scenarios, webhooksHandlers, type WebhooksHandlerOptions } from '~/fixtures';
import { isUnavailable } from '~/fixtures/testing/controls';
import { paths } from '~/lib/routes';
import { WebhooksPage } from './WebhooksPage';

/** The stories' clock for what they change: 20 Nov 2026, 10:00 IST, so the updated dates stay put. */
const storyNow = () => new Date('2026-11-20T04:30:00.000Z');
const handlers = (options: WebhooksHandlerOptions = {}) => ({ handlers: webhooksHandlers({ now: storyNow, ...options }) });

function Destination() {
  const { webhookId = '' } = useParams();
  return <p>Webhook detail {webhookId}</p>;
}

/** The page at /webhooks, with the detail route beside it so a row's click can be followed. */
function Routes() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: paths.webhooks, element: <WebhooksPage /> },
        { path: paths.webhookDetail, element: <Destination /> },
      ],
      { initialEntries: [paths.webhooks] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Webhooks/WebhooksPage',
  component: WebhooksPage,
  decorators: [
    withSession,
    // A page fills the content column: the story's viewport less the console's padding.
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: () => <Routes />,
  parameters: {
    layout: 'fullscreen',
    router: 'own',
    msw: handlers(),
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta<typeof WebhooksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

async function settled() {
  await waitFor(() => expect(document.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

/** Waits for the toast, closes it and waits until it is gone, so screenshots are stable. */
async function expectToast(title: string) {
  const item = await screen.findByRole('alertdialog', { name: title, hidden: true });
  await userEvent.click(within(item).getByRole('button', { name: 'Close', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: title, hidden: true })).not.toBeInTheDocument());
}

async function findTable(canvas: Scope, first = 'Ops alerts (paused)') {
  const table = await canvas.findByRole('grid', { name: 'Webhooks' });
  await within(table).findByRole('rowheader', { name: first });
  return within(table);
}

const rowOf = (table: Scope, name: string) => within(table.getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement);

/** Tab until the element has focus, then its tooltip. */
async function tooltipOf(element: HTMLElement) {
  for (let presses = 0; presses < 30 && document.activeElement !== element; presses += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
  return screen.findByRole('tooltip', {});
}

export const Default: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(canvas.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeVisible();
    await expect(canvas.getByText(/^2 webhooks in test mode\./)).toBeVisible();
    for (const header of ['Name', 'URL', 'Last Updated On', 'Created On', 'Status', 'Open']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // Newest first, as the list call answers.
    await expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Ops alerts (paused)', 'Loan decisions to core banking']);
    const decisions = rowOf(table, 'Loan decisions to core banking');
    await expect(decisions.getByText('https://hooks.example.com/veriflow/decisions')).toBeVisible();
    await expect(decisions.getByText('17 Nov 2026')).toBeVisible();
    await expect(decisions.getByText('08 Nov 2026')).toBeVisible();
    await expect(decisions.getByRole('switch', { name: 'Status: Loan decisions to core banking' })).toBeChecked();
    await expect(rowOf(table, 'Ops alerts (paused)').getByRole('switch', { name: 'Status: Ops alerts (paused)' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'View expected events' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Create Webhook' })).toBeEnabled();
    // No pagination: at most 20 webhooks.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A live-mode user sees live mode's own webhooks. */
export const LiveMode: Story = {
  parameters: { scenario: scenarios.ownerLivePostpaid, msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas, 'Core banking (production)');
    await expect(table.getAllByRole('rowheader')).toHaveLength(1);
    await expect(canvas.getByText(/^1 webhook in live mode\./)).toBeVisible();
  },
};

/** Beyond the specification: what delivery marked — warned, disabled after 5 days of failures, archived. */
export const DeliveryMarks: Story = {
  parameters: { msw: handlers({ extraHooks: markedWebhooks() }) },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(canvas.getByText(/^5 webhooks in test mode\./)).toBeVisible();
    const warned = rowOf(table, 'Fraud scoring feed');
    await expect(warned.getByText('Failing since 14 Nov 2026, will be disabled')).toBeVisible();
    await expect(warned.getByRole('switch', { name: 'Status: Fraud scoring feed' })).toBeChecked();
    await expect(warned.getByRole('switch', { name: 'Status: Fraud scoring feed' })).toHaveAccessibleDescription('Failing since 14 Nov 2026, will be disabled');
    const failed = rowOf(table, 'CRM sync (old receiver)');
    await expect(failed.getByText('Disabled after 5 days of failures')).toBeVisible();
    await expect(failed.getByRole('switch', { name: 'Status: CRM sync (old receiver)' })).not.toBeChecked();
    const archived = rowOf(table, 'Branch pilot');
    await expect(archived.getByText('Archived')).toBeVisible();
    await expect(archived.queryByRole('switch')).toBeNull();
    // The paused one was switched off by hand: no mark.
    await expect(rowOf(table, 'Ops alerts (paused)').queryByText(/Failing|Disabled after/)).toBeNull();
  },
};

/** The switch sends the whole webhook with disabled flipped, then the list refetches and the toast shows. */
export const Toggle: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const status = rowOf(table, 'Loan decisions to core banking').getByRole('switch', { name: 'Status: Loan decisions to core banking' });
    await userEvent.click(status);
    await expectToast('Webhook status changed successfully');
    await waitFor(() => expect(status).not.toBeChecked());
    await waitFor(() => expect(status).toBeEnabled());
    await expect(rowOf(table, 'Loan decisions to core banking').getByText('Inactive')).toBeVisible();
    // The saved webhook's Last Updated On.
    await expect(rowOf(table, 'Loan decisions to core banking').getByText('20 Nov 2026')).toBeVisible();
    // The status cell opens nothing.
    await expect(canvas.queryByText(/^Webhook detail/)).toBeNull();
    const paused = rowOf(table, 'Ops alerts (paused)').getByRole('switch', { name: 'Status: Ops alerts (paused)' });
    paused.focus();
    await userEvent.keyboard(' ');
    await expectToast('Webhook status changed successfully');
    await waitFor(() => expect(paused).toBeChecked());
    await expect(canvas.queryByText(/^Webhook detail/)).toBeNull();
  },
};

/**
 * A failed change shows the server's message: here the webhook was deleted in another tab after the
 * list loaded, so the PATCH answers 404; the switch stays as it was and the refetch drops the row.
 */
export const ToggleFails: Story = {
  parameters: { msw: handlers({ extraHooks: markedWebhooks() }) },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const status = rowOf(table, 'Fraud scoring feed').getByRole('switch', { name: 'Status: Fraud scoring feed' });
    await expect((await fetch('/api/sandbox/platform/webhooks/wh_acme_fraud_feed', { method: 'DELETE' })).status).toBe(204);
    await userEvent.click(status);
    await expectToast('Webhook not found');
    await waitFor(() => expect(table.queryByRole('rowheader', { name: 'Fraud scoring feed' })).toBeNull());
    await expect(table.getAllByRole('rowheader')).toHaveLength(4);
  },
};

/** A row click opens the webhook's detail; so does Enter on a focused row. */
export const RowOpensDetail: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await userEvent.click(table.getByText('https://hooks.example.com/veriflow/decisions'));
    await expect(await canvas.findByText('Webhook detail wh_acme_decisions')).toBeVisible();
  },
};

export const RowOpensDetailWithKeyboard: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const row = table.getByRole('rowheader', { name: 'Ops alerts (paused)' }).closest('[role="row"]') as HTMLElement;
    row.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Webhook detail wh_acme_ops_alerts')).toBeVisible();
  },
};

export const ViewExpectedEvents: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'View expected events' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Events for Webhooks' }));
    await settled();
    await expect(await dialog.findByText('transaction.completed')).toBeVisible();
    await expect(dialog.getByText('Last Updated on 30 August 2023')).toBeVisible();
  },
};

/** Create opens the dialog; the new webhook joins the list 2 s after its creation. */
export const CreateOpensDialog: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Webhook' }));
    await settled();
    await expect(dialog.getByRole('textbox', { name: /Webhook Name/ })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A member reads webhooks: Create Webhook and the switches are disabled, and their tooltips say why. */
export const ReadOnlyMember: Story = {
  parameters: { scenario: scenarios.memberTestPostpaid, msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const create = canvas.getByRole('button', { name: 'Create Webhook' });
    await expect(isUnavailable(create)).toBe(true);
    const status = rowOf(table, 'Loan decisions to core banking').getByRole('switch', { name: 'Status: Loan decisions to core banking' });
    await expect(isUnavailable(status)).toBe(true);
    // The switch a screen reader meets is the tooltip's stand-in: still a switch, named and checked as the control.
    await waitFor(() => expect(status).toBeChecked());
    // Keyboard users reach both explanations: Tab to the button's stand-in, then on to the switch's.
    await expect(await tooltipOf(create)).toHaveTextContent('You do not have permission to create webhooks');
    await expect(await tooltipOf(status)).toHaveTextContent('You do not have permission to update webhooks');
    await userEvent.click(create);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: handlers({ empty: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No webhooks configured')).toBeVisible();
    await expect(canvas.getByText(/^0 webhooks in test mode\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Webhook' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({ loading: true }) },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Webhooks' });
    await expect(canvas.getAllByRole('status', { name: 'Loading' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/webhooks? in test mode/)).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { msw: handlers({ failure: 500 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('It seems there is a technical issue that is preventing data from loading.', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** The page in the content column of a 1024-wide console (720 px). */
export const At1024Wide: Story = {
  parameters: { msw: handlers({ extraHooks: markedWebhooks() }) },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(table.getByRole('rowheader', { name: 'Fraud scoring feed' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Webhook' })).toBeVisible();
  },
};
