import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../storybook/Stack';
import { Modal, ModalTrigger } from '../Modal';
import { ToastRegion } from './Toast';
import { createToastQueue, type ToastQueue } from './toastQueue';

/** Screenshot stories use queues whose toasts stay until closed, so the baseline is stable. */
const pinned = createToastQueue({ autoDismiss: false });
const live = createToastQueue();

function Demo({ queue, onShow, label = 'Show toast' }: { queue: ToastQueue; onShow: (queue: ToastQueue) => void; label?: string }) {
  return (
    <>
      <Button onPress={() => onShow(queue)}>{label}</Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: ToastRegion,
  beforeEach: () => {
    pinned.clear();
    live.clear();
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.findByRole('region', { name: /notifications?\.$/ });

export const Playground: Story = {
  render: () => <Demo queue={pinned} onShow={(q) => q.success('Copied to clipboard')} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Copied to clipboard' });
    await waitFor(() => expect(toast).toBeVisible());
    const list = await region();
    await expect(list).toHaveAccessibleName('1 notification.');
    await expect(list).toHaveAttribute('data-vf-overlay');
    await expect(getComputedStyle(list).position).toBe('fixed');
  },
};

export const Tones: Story = {
  render: () => (
    <Demo
      queue={pinned}
      label="Show all tones"
      onShow={(q) => {
        q.warning('Low credits', { description: 'Fewer than 100 credits are left.' });
        q.error('Something went wrong');
        q.success('Copied to clipboard', { description: 'Content copied to clipboard' });
        q.info('Workflow published', { description: 'New transactions use version 3.' });
      }}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show all tones' }));
    const list = await screen.findByRole('region', { name: '4 notifications.' });
    const toasts = await within(list).findAllByRole('alertdialog');
    await expect(toasts.map((t) => t.dataset.tone)).toEqual(['info', 'success', 'error', 'warning']);
    await expect(within(list).getByRole('alertdialog', { name: 'Copied to clipboard' })).toHaveAccessibleDescription('Content copied to clipboard');
    await expect(within(list).getAllByRole('button', { name: 'Close' })).toHaveLength(4);
  },
};

const onRetry = fn();

export const WithAction: Story = {
  render: () => (
    <Demo
      queue={pinned}
      onShow={(q) => q.error('Upload failed', { description: 'The file could not be read.', action: { label: 'Retry', onAction: onRetry } })}
    />
  ),
  beforeEach: () => {
    onRetry.mockClear();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await screen.findByRole('alertdialog', { name: 'Upload failed' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const [first] = await screen.findAllByRole('alertdialog', { name: 'Upload failed' });
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getAllByRole('alertdialog', { name: 'Upload failed' })).toHaveLength(1));
  },
};

export const NotClosable: Story = {
  render: () => <Demo queue={pinned} onShow={(q) => q.info('Saving changes', { closable: false })} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Saving changes' });
    await expect(within(toast).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  render: () => (
    <Demo
      queue={pinned}
      onShow={(q) =>
        q.warning('Webhook endpoint https://hooks.example.com/veriflow/transactions/completed is not responding', {
          description:
            'Deliveries are retried with back-off. After the last retry the event is marked as failed and appears in the webhook log.',
          action: { label: 'Open webhook log', onAction: () => undefined },
        })
      }
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await screen.findByRole('button', { name: 'Open webhook log' });
  },
};

export const CloseButton: Story = {
  render: () => <Demo queue={pinned} onShow={(q) => q.success('Copied to clipboard')} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Copied to clipboard' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const CloseLabel: Story = {
  render: () => (
    <>
      <Button onPress={() => pinned.info('Copied to clipboard')}>Show toast</Button>
      <ToastRegion queue={pinned} closeLabel="Dismiss notification" aria-label="Alerts" />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const list = await screen.findByRole('region', { name: 'Alerts' });
    await userEvent.click(within(list).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const AutoDismiss: Story = {
  render: () => (
    <Stack direction="row">
      <Button onPress={() => live.success('Copied to clipboard', { durationMs: 1000 })}>Show for 1 s</Button>
      <Button onPress={() => live.info('Content copied to clipboard', { durationMs: 200 })}>Show for 0.2 s</Button>
      <ToastRegion queue={live} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show for 1 s' }));
    await screen.findByRole('alertdialog', { name: 'Copied to clipboard' });
    const shownAt = performance.now();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Copied to clipboard' })).not.toBeInTheDocument());
    await expect(performance.now() - shownAt).toBeGreaterThan(800);

    await userEvent.click(canvas.getByRole('button', { name: 'Show for 0.2 s' }));
    await screen.findByRole('alertdialog', { name: 'Content copied to clipboard' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.getByRole('alertdialog', { name: 'Content copied to clipboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const AboveModal: Story = {
  render: () => (
    <>
      <ModalTrigger>
        <Button>Open modal</Button>
        <Modal title="Copy API key">
          <Button variant="secondary" onPress={() => pinned.success('Copied to clipboard')}>Copy</Button>
        </Modal>
      </ModalTrigger>
      <ToastRegion queue={pinned} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open modal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Copied to clipboard' });
    await waitFor(() => expect(toast).toBeVisible());
    const box = toast.getBoundingClientRect();
    await expect(toast).toContainElement(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) as HTMLElement);
    await expect(dialog).toBeInTheDocument();
  },
};
