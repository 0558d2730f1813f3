import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '~/contract';
import { toast } from '~/design-system';
import { withSession } from '~/features/apiKeys/pages/__tests__/storySession';
import { scenarios, webhooksHandlers, type WebhooksHandlerOptions, type WebhooksSeed } from '~/fixtures';
import { isUnavailable } from '~/fixtures/testing/controls';
import { paths } from '~/lib/routes';
import { WebhookDetailPage } from './WebhookDetailPage';

type Message = components['schemas']['WebhookMessage'];

/** The stories' clock: 21 November 2026, noon IST, the day after the seeded events. */
const STORY_NOW = new Date('2026-11-21T06:30:00.000Z');
const storyNow = () => STORY_NOW;
const DECISIONS = '/webhooks/wh_acme_decisions';

const handlers = (options: WebhooksHandlerOptions = {}) => ({ handlers: webhooksHandlers({ now: storyNow, ...options }) });
/** The seed with the decisions webhook changed. */
const withDecisions = (change: Partial<WebhooksSeed['hooks'][number]>, messages?: (seed: WebhooksSeed) => Message[]) => (seed: WebhooksSeed) => ({
  hooks: seed.hooks.map((h) => (h.id === 'wh_acme_decisions' ? { ...h, ...change } : h)),
  messages: messages ? messages(seed) : seed.messages,
});

const meta = {
  title: 'Pages/Webhooks/WebhookDetailPage',
  component: WebhookDetailPage,
  decorators: [withSession],
  args: { now: storyNow },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <Routes>
        <Route path={paths.webhookDetail} element={<WebhookDetailPage {...args} />} />
        <Route path={paths.webhooks} element={<p>The webhooks list</p>} />
      </Routes>
    </div>
  ),
  parameters: {
    layout: 'fullscreen',
    route: DECISIONS,
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => {
      writeText.mockRestore();
      toast.clear();
    };
  },
} satisfies Meta<typeof WebhookDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function loaded(canvas: Canvas, name = 'Loan decisions to core banking') {
  await expect(await canvas.findByRole('heading', { level: 2, name })).toBeVisible();
}

async function eventsTable(canvas: Canvas, first = 'msg_seed_0005') {
  const table = await canvas.findByRole('grid', { name: 'Events' });
  await within(table).findByText(first, {});
  return within(table);
}

const rowOf = (table: Canvas, messageId: string) => within(table.getByText(messageId).closest('[role="row"]') as HTMLElement);

/** Waits until no overlay is entering or leaving, so screenshots are stable. */
const settled = () => waitFor(() => expect(document.querySelector('[data-entering], [data-exiting]')).toBeNull());

/** Finds the toast titled `title` (an open modal hides the region from the accessibility tree). */
const findToast = (title: string) => screen.findByRole('alertdialog', { name: title, hidden: true });

async function openMenuItem(canvas: Canvas, item: string) {
  await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** Success, Fail, Pending and Skipped events; the Overview with its swapped date labels; the transaction each event came from. */
export const Loaded: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/webhooks');
    await expect(canvas.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'View Expected Events' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Send Test Events' })).toBeEnabled();
    const overview = within(canvas.getByRole('region', { name: 'Overview' }));
    await expect(overview.getByText('https://hooks.example.com/veriflow/decisions')).toBeVisible();
    await expect(overview.getByRole('group', { name: 'Signature' })).toHaveTextContent('Hidden');
    // Document 3 swaps the labels on purpose: 'Last Updated On' shows createdAt (8 Nov), 'Last Created On' updatedAt (17 Nov).
    await expect(overview.getByText('Last Updated On').nextElementSibling).toHaveTextContent('08 Nov 2026, 03:00 PM');
    await expect(overview.getByText('Last Created On').nextElementSibling).toHaveTextContent('17 Nov 2026, 04:35 PM');

    const table = await eventsTable(canvas);
    for (const header of ['Event Name', 'Event ID', 'Status', 'Created On', 'Transaction', 'Retry']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await expect(table.getAllByRole('row')).toHaveLength(7);
    await expect(rowOf(table, 'msg_seed_0001').getByText('Success')).toBeVisible();
    await expect(rowOf(table, 'msg_seed_0003').getByText('Fail')).toBeVisible();
    await expect(rowOf(table, 'msg_seed_0003').getByText('After 5 attempts')).toBeVisible();
    await expect(rowOf(table, 'msg_seed_0005').getByText('Pending')).toBeVisible();
    await expect(table.getByText('msg_seed_0005').closest('[role="row"]')).toHaveTextContent('Next attempt 20-11-2026 17:15:01');
    await expect(rowOf(table, 'msg_seed_0007').getByText('Skipped')).toBeVisible();
    // Retry only on the failed event.
    await expect(table.getAllByRole('button', { name: /^Retry / })).toHaveLength(1);
    await expect(rowOf(table, 'msg_seed_0003').getByRole('button', { name: 'Retry msg_seed_0003' })).toBeEnabled();
    await expect(rowOf(table, 'msg_seed_0001').getByRole('link', { name: 'Transaction txn_demo_005' })).toHaveAttribute('href', '/reports/txn_demo_005');
    await expect(rowOf(table, 'msg_seed_0001').getByText('Workflow v3')).toBeVisible();
  },
};

export const RetryFailedEvent: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const table = await eventsTable(canvas);
    await userEvent.click(rowOf(table, 'msg_seed_0003').getByRole('button', { name: 'Retry msg_seed_0003' }));
    await expect(await findToast('Retry Successful')).toBeInTheDocument();
    // Queued again: Pending, no Retry any more.
    await waitFor(() => expect(rowOf(table, 'msg_seed_0003').getByText('Pending')).toBeVisible());
    await expect(table.queryAllByRole('button', { name: /^Retry / })).toHaveLength(0);
  },
};

/** The server refuses the retry (another tab retried it first): its message is the toast. */
export const RetryRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/:env/platform/webhooks/:webhookId/retry/:messageId', () =>
          HttpResponse.json({ type: 'conflict', message: 'Only a failed message can be retried; this one is Pending', description: 'Only a failed message can be retried.' }, { status: 409 }),
        ),
        ...webhooksHandlers({ now: storyNow }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const table = await eventsTable(canvas);
    await userEvent.click(rowOf(table, 'msg_seed_0003').getByRole('button', { name: 'Retry msg_seed_0003' }));
    await expect(await findToast('Only a failed message can be retried; this one is Pending')).toBeInTheDocument();
    await expect(rowOf(table, 'msg_seed_0003').getByText('Fail')).toBeVisible();
  },
};

export const NoEventsTriggered: Story = {
  parameters: { msw: handlers({ adjust: withDecisions({}, (seed) => seed.messages.filter((m) => m.webhookId !== 'wh_acme_decisions')) }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(await canvas.findByText('No Events Triggered', {})).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({ loading: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Loading webhook' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: handlers({ failure: 500 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('It seems there is a technical issue that is preventing data from loading.', {})).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: { msw: handlers(), route: '/webhooks/wh_deleted_yesterday' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Webhook not found' })).toBeVisible();
    await expect(canvas.getByText(/There is no webhook wh_deleted_yesterday in this environment/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Webhooks' })).toHaveAttribute('href', '/webhooks');
  },
};

/** Delivery has failed for days: the page warns before the 5-day rule switches the webhook off. */
export const Warned: Story = {
  parameters: { msw: handlers({ adjust: withDecisions({ failingSince: '2026-11-17T04:00:00.000Z', warnedAt: '2026-11-20T04:00:00.000Z' }) }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const notice = canvas.getByText('Deliveries are failing').closest('[role="status"]') as HTMLElement;
    await expect(notice).toHaveTextContent('Failing since 17-11-2026 09:30 AM IST; it will be disabled after 5 days of failures.');
    await eventsTable(canvas);
  },
};

export const SwitchedOffAfterFailures: Story = {
  parameters: { msw: handlers({ adjust: withDecisions({ disabled: true, disabledReason: 'failing', failingSince: '2026-11-14T04:00:00.000Z', warnedAt: '2026-11-17T04:00:00.000Z' }) }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('Switched off after 5 days of failures')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Inactive' })).not.toBeChecked();
    await expect(isUnavailable(canvas.getByRole('button', { name: 'Send Test Events' }))).toBe(true);
    // Switching it on again is the way back.
    await userEvent.click(canvas.getByRole('switch', { name: 'Inactive' }));
    await expect(await findToast('Webhook status changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Active' })).toBeChecked());
    await expect(canvas.queryByText('Switched off after 5 days of failures')).toBeNull();
    await expect(canvas.queryByText('Deliveries are failing')).toBeNull();
    await eventsTable(canvas);
  },
};

export const ToggleStatus: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('switch', { name: 'Active' }));
    await expect(await findToast('Webhook status changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Inactive' })).not.toBeChecked());
    await eventsTable(canvas);
  },
};

export const SendTestEvents: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const table = await eventsTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Test Events' }));
    await expect(await findToast('Webhook connection successful')).toBeInTheDocument();
    await waitFor(() => expect(table.getByText('webhook.test')).toBeVisible());
  },
};

export const ViewExpectedEvents: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'View Expected Events' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Events for Webhooks' }));
    await expect(await modal.findByText('transaction.completed')).toBeVisible();
    await settled();
    await userEvent.click(modal.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A member reads webhooks but may not change them: the switch, test events and Retry are disabled with a reason; no action menu. */
export const ReadOnlyMember: Story = {
  parameters: { msw: handlers(), scenario: scenarios.memberTestPostpaid },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const table = await eventsTable(canvas);
    await expect(isUnavailable(canvas.getByRole('switch', { name: 'Active' }))).toBe(true);
    await expect(isUnavailable(canvas.getByRole('button', { name: 'Send Test Events' }))).toBe(true);
    await expect(canvas.queryByRole('button', { name: 'More actions' })).toBeNull();
    await expect(isUnavailable(rowOf(table, 'msg_seed_0003').getByRole('button', { name: 'Retry msg_seed_0003' }))).toBe(true);
    const standIn = canvas.getByRole('button', { name: 'Send Test Events' });
    for (let presses = 0; presses < 30 && document.activeElement !== standIn; presses += 1) await userEvent.tab();
    await expect(await screen.findByRole('tooltip', {})).toHaveTextContent('You do not have permission to update webhooks');
  },
};

/** The delivery inspector: every attempt of an event, the signed request, and the receiver's answer. */
export const InspectDelivery: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const table = await eventsTable(canvas);
    await userEvent.click(rowOf(table, 'msg_seed_0004').getByRole('button', { name: 'Inspect msg_seed_0004' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Delivery of transaction.completed' }));
    await expect(await drawer.findByRole('button', { name: /Attempt 1 · Fail · 503/ })).toHaveAttribute('aria-expanded', 'true');
    // The drawer fades in: its text is visible once it has settled.
    await settled();
    await expect(within(drawer.getByRole('region', { name: 'Response of attempt 1' })).getByText(/503 Service Temporarily Unavailable/)).toBeVisible();
    await expect(drawer.getByRole('button', { name: /Attempt 2 · Success · 200/ })).toHaveAttribute('aria-expanded', 'true');
    const request = within(drawer.getByRole('region', { name: 'Request of attempt 2' }));
    await expect(request.getByText(/webhook-id: msg_seed_0004/)).toBeVisible();
    await expect(request.getByText(/webhook-signature: v1,/)).toBeVisible();
    await expect(request.getByRole('treegrid', { name: 'Request body of attempt 2' })).toHaveTextContent('txn_demo_007');
    const response = within(drawer.getByRole('region', { name: 'Response of attempt 2' }));
    await expect(response.getByText(/x-request-id: req_00042/)).toBeVisible();
    await expect(response.getByText('{"received":true}')).toBeVisible();
    await expect(drawer.getByText(/new Webhook\(process\.env\.VERIFLOW_WEBHOOK_SECRET\)/)).toBeInTheDocument();
    await settled();
  },
};

export const InspectTimedOutAttempt: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const table = await eventsTable(canvas);
    // A row click opens the inspector too.
    await userEvent.click(rowOf(table, 'msg_seed_0003').getByText('transaction.failed'));
    const drawer = within(await screen.findByRole('dialog', { name: 'Delivery of transaction.failed' }));
    await expect(await drawer.findByRole('button', { name: /Attempt 2 · Fail · No answer/ })).toHaveAttribute('aria-expanded', 'true');
    await settled();
    await expect(within(drawer.getByRole('region', { name: 'Response of attempt 2' })).getByText('No answer came: Timed out after 15 s without an answer')).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Copy receiver code' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(expect.stringContaining("require('standardwebhooks')"));
    await settled();
  },
};

export const ReplayFailed: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const table = await eventsTable(canvas);
    await openMenuItem(canvas, 'Replay failed since…');
    const dialog = within(await screen.findByRole('dialog', { name: 'Replay failed since…' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Last hour' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Replay failed messages' }));
    await expect(await findToast('No failed messages in that period')).toBeInTheDocument();
    toast.clear();
    await openMenuItem(canvas, 'Replay failed since…');
    const again = within(await screen.findByRole('dialog', { name: 'Replay failed since…' }));
    await userEvent.click(again.getByRole('radio', { name: 'Last 7 days' }));
    await expect(await screen.findByRole('dialog', { name: 'Replay failed since…' })).toHaveTextContent('From 14-11-2026 12:00 PM IST until now.');
    await userEvent.click(again.getByRole('button', { name: 'Replay failed messages' }));
    await expect(await findToast('1 failed message queued again')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(table, 'msg_seed_0003').getByText('Pending')).toBeVisible());
    await settled();
  },
};

export const ReplaySinceADate: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await eventsTable(canvas);
    await openMenuItem(canvas, 'Replay failed since…');
    const dialog = within(await screen.findByRole('dialog', { name: 'Replay failed since…' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Since a date' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Replay failed messages' }));
    await expect(dialog.getByText('Choose a day up to today')).toBeVisible();
    await settled();
  },
};

export const RotateSecret: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await eventsTable(canvas);
    await openMenuItem(canvas, 'Rotate secret');
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Rotate signing secret' }));
    await settled();
    await expect(confirm.getByText(/keeps signing beside it for 24 hours/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Rotate secret' }));
    await expect(await findToast('Signing secret rotated')).toHaveTextContent('The previous secret keeps signing until 22-11-2026 12:00 PM IST.');
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Overview' })).toHaveTextContent('Secret rotated: the previous secret also signs deliveries until 22 Nov 2026, 12:00 PM IST.'));
    await settled();
  },
};

export const DeleteWebhook: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await openMenuItem(canvas, 'Delete');
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete webhook' }));
    await settled();
    await expect(confirm.getByText('Delete Loan decisions to core banking? Its events are deleted with it. This cannot be undone.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await findToast('Webhook deleted successfully')).toBeInTheDocument();
    await expect(await canvas.findByText('The webhooks list')).toBeVisible();
  },
};

export const ArchiveAndUnarchive: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await eventsTable(canvas);
    await openMenuItem(canvas, 'Archive');
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Archive webhook' })).getByRole('button', { name: 'Archive' }));
    await expect(await findToast('Webhook archived successfully')).toBeInTheDocument();
    const notice = (await canvas.findByText('Archived', { selector: 'strong' })).closest('[role="status"]');
    await expect(notice).toHaveTextContent('Archived on 21-11-2026 12:00 PM IST. It receives no events');
    await expect(isUnavailable(canvas.getByRole('switch', { name: 'Inactive' }))).toBe(true);
    toast.clear();
    await openMenuItem(canvas, 'Unarchive');
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Unarchive webhook' })).getByRole('button', { name: 'Unarchive' }));
    await expect(await findToast('Webhook unarchived successfully')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText(/Archived on/)).toBeNull());
    await expect(isUnavailable(canvas.getByRole('switch', { name: 'Inactive' }))).toBe(false);
    await settled();
  },
};

export const Archived: Story = {
  parameters: { msw: handlers({ adjust: withDecisions({ disabled: true, archivedAt: '2026-11-20T08:00:00.000Z' }) }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await eventsTable(canvas);
    await expect(canvas.getByText('Archived', { selector: 'strong' })).toBeVisible();
    await expect(isUnavailable(canvas.getByRole('switch', { name: 'Inactive' }))).toBe(true);
  },
};

/** 45 events: 20 a page, the third page holds the last 5. */
export const ManyEvents: Story = {
  parameters: {
    msw: handlers({
      adjust: withDecisions({}, (seed) => [
        ...seed.messages.filter((m) => m.webhookId !== 'wh_acme_decisions'),
        ...Array.from({ length: 45 }, (_, i): Message => ({
          id: `msg_many_${String(i + 1).padStart(4, '0')}`,
          eventType: i % 3 === 0 ? 'transaction.awaiting' : 'transaction.completed',
          status: 'Success',
          timestamp: new Date(Date.parse('2026-11-20T10:00:00.000Z') - i * 600_000).toISOString(),
          url: 'https://hooks.example.com/veriflow/decisions',
          webhookId: 'wh_acme_decisions',
          attempts: 1,
          lastError: null,
          nextAttemptAt: null,
          transactionId: `txn_many_${i + 1}`,
          workflowId: 'wf_retail_onboarding_kyc',
          workflowVersion: 3,
        })),
      ]),
    }),
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const table = await eventsTable(canvas, 'msg_many_0001');
    await expect(table.getAllByRole('row')).toHaveLength(21);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(table.getByText('msg_many_0045')).toBeVisible());
    await expect(table.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('41–45 of 45')).toBeVisible();
  },
};

/** The content column of a 1024-wide console (720 px). */
export const At1024Wide: Story = {
  parameters: { msw: handlers() },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await loaded(canvas);
    await eventsTable(canvas);
  },
};

/** The content column of a 1440-wide console. */
export const At1440Wide: Story = {
  parameters: { msw: handlers() },
  decorators: [
    (Story) => (
      <div style={{ width: 1136 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await loaded(canvas);
    await eventsTable(canvas);
  },
};
