import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { EmptyState } from './EmptyState';

const onCreate = fn();

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: {
    icon: 'webhook',
    title: 'No webhooks configured',
    description: 'Create a webhook to hear about transactions as they complete.',
    action: <Button iconStart={<Icon name="plus" size="md" />} onPress={onCreate}>Create Webhook</Button>,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  decorators: [(Story) => <div style={{ width: '40rem' }}><Story /></div>],
  beforeEach: () => {
    onCreate.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No webhooks configured' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create Webhook' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

/** The generic list empty state: 'You have no {title} yet'. */
export const TableEmpty: Story = {
  args: { icon: 'search', title: 'You have no API keys yet', description: undefined, action: undefined, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You have no API keys yet' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { icon: 'search', title: 'No data found', description: undefined, action: undefined, role: 'status' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No data found');
  },
};

export const WithoutIcon: Story = {
  args: { icon: null, title: 'No Events Triggered', description: undefined, action: undefined, size: 'sm' },
};
