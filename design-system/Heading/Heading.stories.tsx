import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading';
import { Stack } from '../storybook/Stack';

const meta = {
  title: 'Design system/Heading',
  component: Heading,
  args: { children: 'Request to Live Mode Activation', level: 2 },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    as: { control: 'select', options: [undefined, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Request to Live Mode Activation' })).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <Stack>
      <Heading level={1}>Level 1: Dashboard</Heading>
      <Heading level={2}>Level 2: Add credits</Heading>
      <Heading level={3}>Level 3: Webhooks</Heading>
      <Heading level={4}>Level 4: API keys</Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4]) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Level ${level}`);
    }
  },
};

export const OtherElement: Story = {
  args: { level: 3, as: 'h2', children: 'Credits' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Credits' });
    await expect(heading.tagName).toBe('H2');
    await expect(getComputedStyle(heading).fontSize).toBe('18px');
  },
};
