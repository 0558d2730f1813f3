import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Design system/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  decorators: [(Story) => <div style={{ width: '40rem' }}><Story /></div>],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without `onRetry` there is no Retry button. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Something went wrong',
    description: 'It seems there is a technical issue that is preventing data from loading.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('It seems there is a technical issue that is preventing data from loading.')).toBeVisible();
  },
};

export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const Small: Story = {
  args: { size: 'sm', description: 'The list could not be loaded.' },
};
