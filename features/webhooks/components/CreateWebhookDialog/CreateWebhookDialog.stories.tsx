import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button, toast } from '~/design-system';
import { withSession } from '~/features/apiKeys/pages/__tests__/storySession';
import { webhooksHandlers } from '~/fixtures';
import { useWebhooks } from '../../api';
import { CreateWebhookDialog } from './CreateWebhookDialog';

/** The names the list call answers, to see when the list refreshes (names only, so screenshots stay put). */
function ListProbe() {
  const list = useWebhooks();
  return (
    <ul aria-label="Webhooks listed">
      {list.data?.data.map((hook) => (
        <li key={hook.id}>{hook.description}</li>
      ))}
    </ul>
  );
}

function Harness() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Create Webhook</Button>
      <ListProbe />
      <CreateWebhookDialog isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Pages/Webhooks/CreateWebhookDialog',
  component: CreateWebhookDialog,
  decorators: [withSession],
  render: () => <Harness />,
  args: { isOpen: true, onClose: () => {} },
  parameters: {
    msw: { handlers: webhooksHandlers() },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => {
      writeText.mockRestore();
      toast.clear();
    };
  },
} satisfies Meta<typeof CreateWebhookDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function settled() {
  await waitFor(() => expect(document.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

async function findDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Create Webhook' });
  await settled();
  return within(dialog);
}

/** Waits for the toast, closes it and waits until it is gone (an open modal hides the region, hence `hidden`). */
async function expectToast(title: string) {
  const item = await screen.findByRole('alertdialog', { name: title, hidden: true });
  await userEvent.click(within(item).getByRole('button', { name: 'Close', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: title, hidden: true })).not.toBeInTheDocument());
}

/** Before creation: Send Test Events and Create Webhook are disabled, and no signature shows. */
export const Empty: Story = {
  parameters: { msw: { handlers: webhooksHandlers() } },
  play: async () => {
    const dialog = await findDialog();
    await expect(dialog.getByRole('textbox', { name: /Webhook Name/ })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: /URL/ })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Send Test Events' })).toBeDisabled();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Create Webhook' })).toBeDisabled());
    await expect(dialog.queryByRole('group', { name: 'Webhook Signature' })).toBeNull();
    await expect(await dialog.findByText('It receives every expected event type (11); it starts active.')).toBeVisible();
  },
};

/** The URL message shows once the field is left with an invalid address, and goes when it is fixed. */
export const InvalidUrlAfterBlur: Story = {
  parameters: { msw: { handlers: webhooksHandlers() } },
  play: async () => {
    const dialog = await findDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: /Webhook Name/ }), 'CRM sync');
    const url = dialog.getByRole('textbox', { name: /URL/ });
    await userEvent.type(url, 'crm.example.com/hooks');
    // Not before blur.
    await expect(dialog.queryByText('Enter a valid URL. eg: https://example.com')).toBeNull();
    await userEvent.tab();
    await expect(await dialog.findByText('Enter a valid URL. eg: https://example.com')).toBeVisible();
    await expect(url).toBeInvalid();
    await expect(dialog.getByRole('button', { name: 'Create Webhook' })).toBeDisabled();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://crm.example.com/hooks');
    await waitFor(() => expect(dialog.queryByText('Enter a valid URL. eg: https://example.com')).toBeNull());
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Create Webhook' })).toBeEnabled());
    // Back to an invalid one for the picture.
    await userEvent.clear(url);
    await userEvent.type(url, 'https://');
    await expect(await dialog.findByText('Enter a valid URL. eg: https://example.com')).toBeVisible();
  },
};

/** A name left empty says so after blur. */
export const NameRequired: Story = {
  parameters: { msw: { handlers: webhooksHandlers() } },
  play: async () => {
    const dialog = await findDialog();
    await userEvent.click(dialog.getByRole('textbox', { name: /Webhook Name/ }));
    await userEvent.tab();
    await expect(await dialog.findByText('Required Field')).toBeVisible();
  },
};

/**
 * Create: the webhook is sent with every event type and disabled false; the 'Webhook Signature' row
 * appears, Create Webhook is disabled, Send Test Events is enabled; the list refreshes after 2 s.
 */
export const Create: Story = {
  parameters: { msw: { handlers: webhooksHandlers() } },
  play: async ({ canvas }) => {
    // The open dialog hides the rest of the page from assistive technology, hence `hidden`.
    const listed = within(await canvas.findByRole('list', { name: 'Webhooks listed', hidden: true }));
    await listed.findByText('Loan decisions to core banking');
    const dialog = await findDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: /Webhook Name/ }), 'CRM sync');
    await userEvent.type(dialog.getByRole('textbox', { name: /URL/ }), 'https://crm.example.com/hooks');
    const create = dialog.getByRole('button', { name: 'Create Webhook' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);

    const signature = within(await dialog.findByRole('group', { name: 'Webhook Signature' }));
    await expectToast('Webhook created successfully, Please test the webhook connection');
    await expect(create).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: /URL/ })).toBeDisabled();
    const test = dialog.getByRole('button', { name: 'Send Test Events' });
    await expect(test).toBeEnabled();
    // The list is refreshed 2 s after the creation, not at once.
    await expect(listed.queryByText('CRM sync')).toBeNull();
    await expect(await listed.findByText('CRM sync', {})).toBeInTheDocument();

    await userEvent.click(signature.getByRole('button', { name: 'Show webhook signature' }));
    await expect(await signature.findByText(/^whsec_/)).toBeVisible();
    await userEvent.click(test);
    await expectToast('Webhook connection successful');
    await expect(test).toBeEnabled();
  },
};

/** The server refuses a private address (400 with its message): it shows in the dialog and nothing typed is lost. */
export const ServerRefusesUrl: Story = {
  parameters: { msw: { handlers: webhooksHandlers() } },
  play: async () => {
    const dialog = await findDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: /Webhook Name/ }), 'Local receiver');
    await userEvent.type(dialog.getByRole('textbox', { name: /URL/ }), 'http://localhost:3000/hooks');
    const create = dialog.getByRole('button', { name: 'Create Webhook' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The URL must not point to localhost, a local network name or a private, loopback, link-local or multicast address',
    );
    await expect(dialog.getByRole('textbox', { name: /Webhook Name/ })).toHaveValue('Local receiver');
    await expect(dialog.getByRole('textbox', { name: /URL/ })).toHaveValue('http://localhost:3000/hooks');
    await expect(dialog.getByRole('button', { name: 'Send Test Events' })).toBeDisabled();
    await expect(create).toBeEnabled();
    await expect(dialog.queryByRole('group', { name: 'Webhook Signature' })).toBeNull();
  },
};

/** Cancel closes the dialog; opened again, it starts empty. */
export const CancelResets: Story = {
  parameters: { msw: { handlers: webhooksHandlers() } },
  play: async ({ canvas }) => {
    let dialog = await findDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: /Webhook Name/ }), 'Draft');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Create Webhook' }));
    dialog = await findDialog();
    await expect(dialog.getByRole('textbox', { name: /Webhook Name/ })).toHaveValue('');
  },
};
