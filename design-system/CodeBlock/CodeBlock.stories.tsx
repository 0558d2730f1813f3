import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { curlRequest, webhookPayload } from '~/fixtures/display';
import { clipboardWrites, expectCopyToast, stubClipboard } from '../CopyButton/CopyButton.testing';
import { CodeBlock } from './CodeBlock';

const meta = {
  title: 'Design system/CodeBlock',
  component: CodeBlock,
  args: { code: webhookPayload, language: 'json', title: 'Payload' },
  beforeEach: () => stubClipboard(),
  decorators: [(Story) => <div style={{ width: '36rem' }}><Story /></div>],
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/"transaction.completed"/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(clipboardWrites()).toEqual([webhookPayload]);
    await expectCopyToast('Copied to clipboard');
  },
};

/** Without a header the copy action floats at the top right. */
export const Bare: Story = {
  args: { title: undefined, language: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeVisible();
  },
};

/** A long line scrolls sideways; the scrolling box takes focus so the keyboard can scroll it. */
export const LongLines: Story = {
  args: { code: curlRequest, title: 'Request', language: 'bash' },
  play: async ({ canvas, canvasElement }) => {
    const pre = canvasElement.querySelector('pre') as HTMLElement;
    await expect(pre.scrollWidth).toBeGreaterThan(pre.clientWidth);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toHaveFocus();
    await userEvent.tab();
    await expect(pre).toHaveFocus();
  },
};

export const Wrapped: Story = {
  args: { code: curlRequest, title: 'Request', language: 'bash', wrap: true },
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector('pre') as HTMLElement;
    await expect(pre.scrollWidth).toBeLessThanOrEqual(pre.clientWidth);
    await expect(pre).not.toHaveAttribute('tabindex');
  },
};

export const MaxHeight: Story = {
  args: { code: Array.from({ length: 40 }, (_, i) => `line ${i + 1}`).join('\n'), title: 'Log', language: 'text', maxHeight: '12rem' },
  play: async ({ canvasElement }) => {
    const pre = canvasElement.querySelector('pre') as HTMLElement;
    await expect(pre.scrollHeight).toBeGreaterThan(pre.clientHeight);
    await expect(pre).toHaveAttribute('tabindex', '0');
  },
};

export const WithoutCopy: Story = {
  args: { showCopy: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
