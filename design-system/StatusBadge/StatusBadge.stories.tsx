import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../storybook/Stack';
import { statusTone, type StatusStyle } from '../theme';
import { StatusBadge } from './StatusBadge';

const tones = Object.keys(statusTone) as StatusStyle[];

/** A plain label per tone: its key in words (inQueue → 'in queue'). */
const toneLabel = (tone: StatusStyle) => tone.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

const meta = {
  title: 'Design system/StatusBadge',
  component: StatusBadge,
  args: { tone: 'manualReview', label: 'Manual Review' },
  argTypes: {
    tone: { control: 'select', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    variant: { control: 'inline-radio', options: ['subtle', 'solid', 'outline'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Manual Review')).toBeVisible();
  },
};

/** Every colour style of the theme's `statusTone`, labelled with its name. */
export const AllTones: Story = {
  render: (args) => (
    <Stack direction="row" gap={2}>
      {tones.map((tone) => (
        <StatusBadge {...args} key={tone} tone={tone} label={toneLabel(tone)} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const shown = Array.from(canvasElement.querySelectorAll('[data-status-tone]')).map((el) => [el.getAttribute('data-status-tone'), el.textContent]);
    await expect(shown).toEqual(tones.map((tone) => [tone, toneLabel(tone)]));
    await expect(shown.map(([, label]) => label)).toContain('in queue');
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  render: AllTones.render,
};

export const WithoutDot: Story = {
  args: { hideDot: true },
  render: AllTones.render,
};
