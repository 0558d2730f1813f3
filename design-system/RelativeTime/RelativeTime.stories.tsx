import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../storybook/Stack';
import { RelativeTime } from './RelativeTime';

/** The frozen "now" of every story: 2025-06-03 14:30 IST. */
const NOW = new Date('2025-06-03T09:00:00.000Z');
const now = () => NOW;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const meta = {
  title: 'Design system/RelativeTime',
  component: RelativeTime,
  args: { value: ago(2 * DAY + 3 * HOUR), template: 'Edited {time} ago', now },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText('Edited 2 days ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', '2025-06-01T06:00:00.000Z');
    await expect(time).toHaveAttribute('title', '01-06-2025 11:30 AM IST');
  },
};

const samples = [
  { value: ago(12_000), expected: 'Edited 12 seconds ago' },
  { value: ago(1 * MINUTE), expected: 'Edited 1 minute ago' },
  { value: ago(5 * HOUR), expected: 'Edited 5 hours ago' },
  { value: ago(1 * DAY), expected: 'Edited 1 day ago' },
  { value: '2025-03-01T09:00:00.000Z', expected: 'Edited 3 months ago' },
  { value: '2022-05-20T09:00:00.000Z', expected: 'Edited 3 years ago' },
];

export const Units: Story = {
  render: (args) => (
    <Stack gap={2}>
      {samples.map((sample) => (
        <RelativeTime key={sample.expected} {...args} value={sample.value} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const texts = Array.from(canvasElement.querySelectorAll('time')).map((t) => t.textContent);
    await expect(texts).toEqual(samples.map((s) => s.expected));
  },
};

export const DefaultTemplate: Story = {
  args: { template: undefined, value: ago(1 * HOUR) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 hour ago')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { value: 'not a date' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('—')).toBeVisible();
  },
};
