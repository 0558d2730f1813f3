import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, toast } from '~/design-system';
import { useOrganizationSettings } from '~/lib/api';
import { SessionReady } from '~/lib/session';
import { scenarios, shellHandlers } from '~/fixtures';
import { LiveModeRequestDialog, type LiveModeRequestDialogProps } from './LiveModeRequestDialog';

const scenario = scenarios.ownerTestPostpaid;
const TITLE = 'Request to Live Mode Activation';
const FAILURE = 'Some error occurred. Please try after some time.';

/** Signed in to the scenario's organisation: its session calls are answered by the story's shell handlers. */
const withSession: Decorator = (Story) => (
  <SessionReady>
    <Story />
  </SessionReady>
);

function LiveStatus() {
  const { data } = useOrganizationSettings();
  return <p>Live status: {data?.liveStatus ?? '…'}</p>;
}

function Harness({ isOpen, onOpenChange }: LiveModeRequestDialogProps) {
  const [open, setOpen] = useState(isOpen);
  return (
    <>
      <LiveStatus />
      <Button onPress={() => setOpen(true)}>Go Live</Button>
      <LiveModeRequestDialog
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Shell/LiveModeRequestDialog',
  component: LiveModeRequestDialog,
  decorators: [withSession],
  render: (args) => <Harness {...args} />,
  args: { isOpen: true, onOpenChange: fn() },
  parameters: {
    msw: { handlers: shellHandlers(scenario) },
    // react-aria announces the pending Submit button by reference; the reference outlives the button for a few seconds.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof LiveModeRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return within(dialog);
}

async function fillValidForm(dialog: ReturnType<typeof within>) {
  await userEvent.click(dialog.getByRole('textbox', { name: 'Company Name' }));
  await userEvent.keyboard('Acme Ltd');
  await userEvent.tab();
  await userEvent.keyboard('ABCDE1234F');
  dialog.getByRole('button', { name: /State/ }).focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: 'Karnataka' }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await userEvent.click(dialog.getByRole('textbox', { name: 'City' }));
  await userEvent.keyboard('Pune');
  await userEvent.tab();
  await userEvent.keyboard('411001');
}

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    for (const name of ['Company Name', 'PAN Number', 'GST Number', 'City', 'Zip Code']) {
      await expect(dialog.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(dialog.getByRole('button', { name: /State/ })).toHaveTextContent('Select state');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Company Name' }), 'Acme');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);

    await userEvent.click(canvas.getByRole('button', { name: 'Go Live' }));
    const reopened = await openDialog();
    await expect(reopened.getByRole('textbox', { name: 'Company Name' })).toHaveValue('');
    await userEvent.click(reopened.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
  },
};

export const ValidationErrors: Story = {
  play: async () => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('textbox', { name: 'Company Name' }));
    await userEvent.tab();
    await expect(dialog.getByText('Company name is required')).toBeVisible();
    await expect(dialog.queryByText('Pan Number is required')).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(dialog.getByText('Company name is required')).toBeVisible();
    await expect(dialog.getByText('Pan Number is required')).toBeVisible();
    await expect(dialog.getByText('Required Field')).toBeVisible();
    await expect(dialog.getByText('City name must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Zip Code must be a 6-digit number')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'PAN Number' })).toBeInvalid();
    await expect(dialog.getByRole('textbox', { name: 'GST Number' })).toBeValid();

    await userEvent.type(dialog.getByRole('textbox', { name: 'PAN Number' }), 'abcde1234');
    await expect(dialog.getByText('Invalid PAN format')).toBeVisible();
    // PAN and GST numbers are capitals: what is typed in lower case is upper-cased as it is typed.
    await userEvent.type(dialog.getByRole('textbox', { name: 'PAN Number' }), 'f');
    await expect(dialog.getByRole('textbox', { name: 'PAN Number' })).toHaveValue('ABCDE1234F');
    await expect(dialog.queryByText('Invalid PAN format')).not.toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'GST Number' }), '22abcde1234f1y5');
    await expect(dialog.getByRole('textbox', { name: 'GST Number' })).toHaveValue('22ABCDE1234F1Y5');
    await expect(dialog.getByText('Invalid GST Number format')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Company Name' }), 'A');
    await expect(dialog.getByText('Company name must be at least 2 characters')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'B');
    await expect(dialog.getByText('City name must be at least 2 characters')).toBeVisible();
    await expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();
  },
};

export const Submitted: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText('Live status: NOT_REQUESTED')).toBeVisible();
    const dialog = await openDialog();
    await fillValidForm(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));

    const success = await screen.findByRole('dialog', { name: 'Live Mode Request Sent Successfully' });
    await expect(success).toHaveAccessibleDescription('Our Sales team will review and approve your request shortly.');
    await waitFor(() => expect(within(success).getByText('Our Sales team will review and approve your request shortly.')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(await canvas.findByText('Live status: PENDING')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: shellHandlers(scenario, { failures: { requestLiveMode: 500 } }) } },
  play: async ({ args }) => {
    // This story watches the toast go by itself: the story tests' hold on toasts ends here.
    toast.release();
    const dialog = await openDialog();
    await fillValidForm(dialog);
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const failure = await screen.findByText(FAILURE);
    await waitFor(() => expect(failure).toBeVisible());
    await expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Acme Ltd');
    await expect(dialog.getByRole('textbox', { name: 'PAN Number' })).toHaveValue('ABCDE1234F');
    await expect(dialog.getByRole('button', { name: /State/ })).toHaveTextContent('Karnataka');
    await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Pune');
    await expect(dialog.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('411001');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await waitFor(() => expect(screen.queryByText(FAILURE)).not.toBeInTheDocument());
  },
};
