import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  args: { size: 'text', count: 3, label: 'Loading workflows' },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading workflows' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Block: Story = { args: { size: 'md', count: 1 } };

export const Rows: Story = { args: { size: 'sm', count: 4 } };
