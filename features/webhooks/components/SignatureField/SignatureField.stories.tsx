import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { withSession } from '~/features/apiKeys/pages/__tests__/storySession';
import { webhooksHandlers } from '~/fixtures';
import { SignatureField } from './SignatureField';

const meta = {
  title: 'Pages/Webhooks/SignatureField',
  component: SignatureField,
  decorators: [
    withSession,
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: { webhookId: 'wh_acme_decisions' },
  parameters: { msw: { handlers: webhooksHandlers() } },
  beforeEach: () => {
    toast.clear();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => {
      writeText.mockRestore();
      toast.clear();
    };
  },
} satisfies Meta<typeof SignatureField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Masked by default: nothing is read until the eye is pressed. */
export const Masked: Story = {
  parameters: { msw: { handlers: webhooksHandlers() } },
  play: async ({ canvas }) => {
    const field = within(await canvas.findByRole('group', { name: 'Signature' }));
    await expect(field.getByText('Hidden')).toBeInTheDocument();
    await expect(field.queryByText(/^whsec_/)).toBeNull();
    await expect(field.getByRole('button', { name: 'Show signature' })).toBeEnabled();
    await expect(field.queryByRole('button', { name: 'Copy signature' })).toBeNull();
  },
};

/** The eye reads the secret and shows it with a copy button; pressed again it masks it and forgets it. */
export const Reveal: Story = {
  parameters: { msw: { handlers: webhooksHandlers() } },
  play: async ({ canvas }) => {
    const field = within(await canvas.findByRole('group', { name: 'Signature' }));
    await userEvent.click(field.getByRole('button', { name: 'Show signature' }));
    const secret = await field.findByText(/^whsec_/);
    const key = secret.textContent ?? '';
    await expect(key).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    await userEvent.click(field.getByRole('button', { name: 'Copy signature' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(key);
    const copied = await screen.findByRole('alertdialog', { name: 'Copied to clipboard' });
    await userEvent.click(within(copied).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await userEvent.click(field.getByRole('button', { name: 'Hide signature' }));
    await expect(field.queryByText(key)).toBeNull();
    await expect(field.getByRole('button', { name: 'Show signature' })).toHaveFocus();
    // Revealed once more for the screenshot.
    await userEvent.keyboard('{Enter}');
    await expect(await field.findByText(key)).toBeVisible();
  },
};

/** The label of the create dialog's row. */
export const WebhookSignatureLabel: Story = {
  parameters: { msw: { handlers: webhooksHandlers() } },
  args: { label: 'Webhook Signature' },
  play: async ({ canvas }) => {
    const field = within(await canvas.findByRole('group', { name: 'Webhook Signature' }));
    await userEvent.click(field.getByRole('button', { name: 'Show webhook signature' }));
    await expect(await field.findByText(/^whsec_/)).toBeVisible();
  },
};

/** The secret cannot be read (here the webhook is gone): the server's message shows under the field. */
export const Failed: Story = {
  parameters: { msw: { handlers: webhooksHandlers() } },
  args: { webhookId: 'wh_deleted_meanwhile' },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('group', { name: 'Signature' });
    await userEvent.click(within(field).getByRole('button', { name: 'Show signature' }));
    const message = await within(field).findByRole('alert');
    await expect(message).toHaveTextContent('Webhook not found');
    await expect(field).toHaveAccessibleDescription('Webhook not found');
    await expect(within(field).getByRole('button', { name: 'Show signature' })).toBeEnabled();
  },
};
