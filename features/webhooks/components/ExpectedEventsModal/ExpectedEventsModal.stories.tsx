import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '~/design-system';
import { withSession } from '~/features/apiKeys/pages/__tests__/storySession';
import { webhooksHandlers, type DataHandlerOptions } from '~/fixtures';
import { ExpectedEventsModal } from './ExpectedEventsModal';

const handlers = (options: DataHandlerOptions = {}) => ({ handlers: webhooksHandlers(options) });

/** The modal as a page holds it: open at first, reopened by a button. */
function Harness() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        View expected events
      </Button>
      <ExpectedEventsModal isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Pages/Webhooks/ExpectedEventsModal',
  component: ExpectedEventsModal,
  decorators: [withSession],
  render: () => <Harness />,
  args: { isOpen: true, onOpenChange: () => {} },
  parameters: { msw: handlers() },
} satisfies Meta<typeof ExpectedEventsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function settled() {
  await waitFor(() => expect(document.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

async function findModal() {
  const dialog = await screen.findByRole('dialog', { name: 'Events for Webhooks' });
  await settled();
  return dialog;
}

/** Every event type of the events call, grouped by the part before the first dot, with the fixed date text. */
export const Grouped: Story = {
  parameters: { msw: handlers() },
  play: async () => {
    const dialog = within(await findModal());
    await expect(dialog.getByText('Last Updated on 30 August 2023')).toBeVisible();
    const transaction = within(await dialog.findByRole('region', { name: 'transaction' }));
    await expect(transaction.getAllByRole('listitem').map((item) => item.querySelector('code')?.textContent)).toEqual([
      'transaction.completed',
      'transaction.awaiting',
      'transaction.failed',
    ]);
    await expect(within(dialog.getByRole('region', { name: 'bulk query' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(dialog.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'transaction',
      'workflow',
      'bulk query',
      'quicklink',
      'credits',
      'live mode',
    ]);
    await expect(dialog.getByText('live_mode.approved')).toBeVisible();
  },
};

export const GotItCloses: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const dialog = within(await findModal());
    await dialog.findByText('workflow.published');
    await userEvent.click(dialog.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'View expected events' }));
    await findModal();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'View expected events' })).toHaveFocus());
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({ loading: true }) },
  play: async () => {
    const dialog = within(await findModal());
    await expect(dialog.getByRole('progressbar', { name: 'Loading event types' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: handlers({ failure: 500 }) },
  play: async () => {
    const dialog = within(await findModal());
    await expect(await dialog.findByText('It seems there is a technical issue that is preventing data from loading.', {}, { timeout: 8000 })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
