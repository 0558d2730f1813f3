import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { quickLinkUrls } from '~/fixtures/display';
import { clipboardWrites, expectCopyToast, stubClipboard } from '../CopyButton/CopyButton.testing';
import { Stack } from '../storybook/Stack';
import { QRCode } from './QRCode';

const meta = {
  title: 'Design system/QRCode',
  component: QRCode,
  args: { value: quickLinkUrls.long, label: 'QR code for the QuickLink' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  beforeEach: () => stubClipboard(),
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long link shows its first 37 characters and '...'; copy takes the whole link. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'QR code for the QuickLink' })).toBeVisible();
    const shown = canvas.getByText('https://hosted.veriflow.example/flow?...');
    await expect(shown).toHaveAttribute('title', quickLinkUrls.long);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(clipboardWrites()).toEqual([quickLinkUrls.long]);
    await expectCopyToast('Copied to clipboard');
  },
};

export const ShortLink: Story = {
  args: { value: quickLinkUrls.short },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'QR code for the QuickLink' })).toBeVisible();
    await expect(canvas.getByText(quickLinkUrls.short)).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" align="start" gap={6}>
      <QRCode {...args} size="sm" showUrl={false} showCopy={false} />
      <QRCode {...args} size="md" showUrl={false} showCopy={false} />
      <QRCode {...args} size="lg" showUrl={false} showCopy={false} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('img', { name: 'QR code for the QuickLink' })).toHaveLength(3));
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Too long for any QR code: the reason shows instead, and the link can still be copied. */
export const TooLong: Story = {
  args: { value: quickLinkUrls.tooLong },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link is too long for a QR code.');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};
