import { Fragment } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text';
import { theme } from '../theme';
import { DateTime } from './DateTime';

/** 2025-06-03 09:05:07 UTC, which is 14:35:07 IST. Fixed so the screenshots never change. */
const instant = '2025-06-03T09:05:07.000Z';

const meta = {
  title: 'Design system/DateTime',
  component: DateTime,
  args: { value: instant, format: 'dd-MM-yyyy HH:mm' },
  argTypes: {
    format: {
      control: 'select',
      options: ['dd-MM-yyyy', 'dd-MM-yyyy HH:mm', 'dd-MM-yyyy HH:mm:ss', 'dd-MM-yyyy hh:mm a', 'dd-MM-yyyy hh:mm:ss a', 'dd MMM yyyy', 'dd MMM yyyy, hh:mm a', 'HH:mm', 'hh:mm a'],
    },
  },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('03-06-2025 14:35 IST');
    await expect(time).toHaveAttribute('dateTime', instant);
  },
};

export const DateOnly: Story = {
  args: { format: 'dd-MM-yyyy' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent(/^03-06-2025$/);
  },
};

const formats = ['dd-MM-yyyy', 'dd-MM-yyyy HH:mm', 'dd-MM-yyyy HH:mm:ss', 'dd-MM-yyyy hh:mm a', 'dd MMM yyyy, hh:mm a'] as const;

export const Formats: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'auto auto', alignItems: 'baseline', columnGap: theme.space[6], rowGap: theme.space[2] }}>
      {formats.map((format) => (
        <Fragment key={format}>
          <Text variant="code">{format}</Text>
          <DateTime value={args.value} format={format} />
        </Fragment>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const texts = Array.from(canvasElement.querySelectorAll('time')).map((t) => t.textContent);
    await expect(texts).toEqual(['03-06-2025', '03-06-2025 14:35 IST', '03-06-2025 14:35:07 IST', '03-06-2025 02:35 PM IST', '03 Jun 2025, 02:35 PM IST']);
  },
};

export const AcrossMidnight: Story = {
  args: { value: '2025-12-31T19:00:00.000Z', format: 'dd-MM-yyyy hh:mm a' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('01-01-2026 12:30 AM IST');
  },
};

export const Invalid: Story = {
  args: { value: 'not a date' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};
