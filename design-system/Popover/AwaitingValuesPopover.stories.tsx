import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { allAwaitingReceived, awaitingValues, noneAwaitingReceived } from '~/fixtures/display';
import { AwaitingValuesPopover } from './AwaitingValuesPopover';

const meta = {
  title: 'Design system/AwaitingValuesPopover',
  component: AwaitingValuesPopover,
  args: { values: awaitingValues },
} satisfies Meta<typeof AwaitingValuesPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Awaiting' }));
  const dialog = await screen.findByRole('dialog', { name: 'Awaiting data' });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

const items = (dialog: HTMLElement, list: string) =>
  within(within(dialog).getByRole('list', { name: list })).getAllByRole('listitem').map((li) => li.textContent);

export const Playground: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect(items(dialog, 'Awaiting values')).toEqual(['Selfie', 'Aadhaar Number', 'Bank Account Number']);
    await expect(items(dialog, 'Received values')).toEqual(['PAN Number', 'Date of Birth']);
  },
};

/** Open with the keyboard, close with Escape; focus goes back to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Awaiting' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Awaiting data' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Everything received: the awaited list shows 'No Values'. */
export const AllReceived: Story = {
  args: { values: allAwaitingReceived },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect(within(dialog).getAllByText('No Values')).toHaveLength(1);
    await expect(within(dialog).queryByRole('list', { name: 'Awaiting values' })).not.toBeInTheDocument();
    await expect(items(dialog, 'Received values')).toHaveLength(5);
  },
};

export const NothingReceived: Story = {
  args: { values: noneAwaitingReceived },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect(items(dialog, 'Awaiting values')).toHaveLength(5);
    await expect(within(dialog).getByText('No Values')).toBeVisible();
  },
};

export const NoValues: Story = {
  args: { values: [] },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect(within(dialog).getAllByText('No Values')).toHaveLength(2);
  },
};

export const CustomTexts: Story = {
  args: {
    triggerLabel: 'Waiting',
    title: 'Pending inputs',
    awaitedHeading: 'Still needed',
    receivedHeading: 'Already in',
    emptyText: 'None',
    values: allAwaitingReceived,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Waiting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pending inputs' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await expect(within(dialog).getByText('None')).toBeVisible();
    await expect(within(dialog).getByRole('list', { name: 'Already in' })).toBeVisible();
  },
};
