import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { quickLinkUrls } from '~/fixtures/display';
import { Button } from '../Button';
import { Stack } from '../storybook/Stack';
import { CopyButton } from './CopyButton';
import { clipboardWrites, expectCopyToast, stubClipboard } from './CopyButton.testing';
import { contentCopiedToast, copiedToClipboardToast } from './copyToast';

const meta = {
  title: 'Design system/CopyButton',
  component: CopyButton,
  args: { value: quickLinkUrls.short, onCopy: fn(), onCopyError: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['icon', 'button'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  beforeEach: () => stubClipboard(),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copies, shows 'Copied' briefly, raises the 'Copied to clipboard' toast, then returns to 'Copy'. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(clipboardWrites()).toEqual([quickLinkUrls.short]);
    await expect(args.onCopy).toHaveBeenCalledWith(quickLinkUrls.short);
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expectCopyToast('Copied to clipboard');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeInTheDocument());
  },
};

export const WithKeyboard: Story = {
  args: { variant: 'button', label: 'Copy link', copiedLabel: 'Link copied' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(clipboardWrites()).toEqual([quickLinkUrls.short]);
    await expect(canvas.getByRole('button', { name: 'Link copied' })).toHaveFocus();
    await expectCopyToast();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy link' })).toBeInTheDocument());
  },
};

export const ButtonVariant: Story = {
  args: { variant: 'button', size: 'md' },
  render: (args) => (
    <Stack direction="row" align="center">
      <CopyButton {...args} />
      <CopyButton {...args} size="sm" />
      <CopyButton {...args} variant="icon" size="md" />
      <CopyButton {...args} variant="icon" size="sm" />
    </Stack>
  ),
};

/** The copied state, held long enough to look at. */
export const CopiedState: Story = {
  args: { variant: 'button', feedbackMs: 60_000, toastMessage: null },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const CustomToast: Story = {
  args: { toastMessage: 'QuickLink has been copied successfully', value: () => quickLinkUrls.long },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(clipboardWrites()).toEqual([quickLinkUrls.long]);
    await expectCopyToast('QuickLink has been copied successfully');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeInTheDocument());
  },
};

/** When the clipboard refuses, nothing claims success. */
export const ClipboardRefused: Story = {
  beforeEach: () => stubClipboard(() => Promise.reject(new DOMException('Write permission denied', 'NotAllowedError'))),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalledTimes(1));
    await expect(args.onCopy).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { variant: 'button', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeDisabled();
  },
};

/** The two toast helpers for copy actions that are not a CopyButton. */
export const ToastHelpers: Story = {
  render: () => (
    <Stack direction="row">
      <Button variant="secondary" onPress={() => copiedToClipboardToast()}>Show copied toast</Button>
      <Button variant="secondary" onPress={() => contentCopiedToast()}>Show content toast</Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show copied toast' }));
    await expectCopyToast('Copied to clipboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Show content toast' }));
    await expectCopyToast('Content copied to clipboard');
  },
};
