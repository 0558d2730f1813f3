import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';
import { spinnerShape } from './spinnerShape';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
  args: { size: 'md', label: 'Loading workflows' },
  parameters: { layout: 'padded' },
  // Still for the screenshots: a turning spinner never gives two equal pictures.
  decorators: [
    (Story) => (
      <>
        <style>{'.vf-still-spinners svg { animation: none !important; }'}</style>
        <div className="vf-still-spinners">
          <Story />
        </div>
      </>
    ),
  ],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled spinner is a busy progress bar named by its label. */
export const Labelled: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading workflows' });
    await expect(spinner).toHaveAttribute('aria-busy', 'true');
    await expect(spinner).toHaveAttribute('viewBox', spinnerShape.viewBox);
  },
};

/** Without a label the spinner is decoration beside a text that says what loads. */
export const Decorative: Story = {
  args: { label: undefined },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Spinner {...args} size="sm" />
      Saving…
    </span>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The three sizes: small (in buttons), medium, large (the full-page loader's, which index.html draws before the scripts). */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      <Spinner size="sm" label="Small" />
      <Spinner size="md" label="Medium" />
      <Spinner size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ['Small', 'Medium', 'Large'].map((name) => canvas.getByRole('progressbar', { name }).getBoundingClientRect().width);
    await expect(widths).toEqual([14, 20, 32]);
  },
};
