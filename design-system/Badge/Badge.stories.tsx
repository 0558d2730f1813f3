import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CircleCheck, Clock } from 'lucide-react';
import { Badge } from './Badge';
import { Stack } from '../storybook/Stack';
import type { Tone } from '../theme';

const tones: Tone[] = ['success', 'danger', 'warning', 'info', 'neutral', 'accent', 'violet', 'cyan'];

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { children: 'Completed', tone: 'success' },
  argTypes: {
    tone: { control: 'select', options: tones },
    variant: { control: 'inline-radio', options: ['subtle', 'solid', 'outline'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
};

const label: Record<Tone, string> = {
  success: 'Success',
  danger: 'Failed',
  warning: 'Pending',
  info: 'Processing',
  neutral: 'Draft',
  accent: '429',
  violet: 'In Queue',
  cyan: '202',
};

export const Subtle: Story = {
  render: (args) => (
    <Stack direction="row">
      {tones.map((t) => <Badge {...args} key={t} tone={t} variant="subtle">{label[t]}</Badge>)}
    </Stack>
  ),
};

export const Solid: Story = {
  render: (args) => (
    <Stack direction="row">
      {tones.map((t) => <Badge {...args} key={t} tone={t} variant="solid">{label[t]}</Badge>)}
    </Stack>
  ),
};

export const Outline: Story = {
  render: (args) => (
    <Stack direction="row">
      {tones.map((t) => <Badge {...args} key={t} tone={t} variant="outline">{label[t]}</Badge>)}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" align="center">
      <Badge {...args} size="sm">Small</Badge>
      <Badge {...args} size="md">Medium</Badge>
    </Stack>
  ),
};

export const WithIcon: Story = {
  render: (args) => (
    <Stack direction="row" align="center">
      <Badge {...args} icon={<CircleCheck aria-hidden />}>Completed</Badge>
      <Badge {...args} tone="warning" icon={<Clock aria-hidden />}>Pending</Badge>
      <Badge {...args} tone="info" variant="solid" size="sm" icon={<Clock aria-hidden />}>Processing</Badge>
    </Stack>
  ),
};

export const LongText: Story = {
  args: { children: 'Awaiting document verification from the provider', tone: 'info' },
  decorators: [(Story) => <div style={{ width: '12rem' }}><Story /></div>],
};
