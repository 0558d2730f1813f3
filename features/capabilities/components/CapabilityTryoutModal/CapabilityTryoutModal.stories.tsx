import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { catalogueCapabilities, catalogueHandlers, workflowsHandlers } from '~/fixtures';
import { capabilityRunHandlers } from '~/fixtures/capabilityRuns';
import { findDialog, settled, withAcmeSession } from '../../../workflows/components/__tests__/storySupport';
import { useCapabilityActions } from '../../api/capabilityActions';
import { CapabilityTryoutModal, type CapabilityTryoutModalProps } from './CapabilityTryoutModal';

const contactRisk = catalogueCapabilities.find((c) => c.id === 'cap_contact-risk')!;

/** Contact and Network Risk with its inputs as the server derives them (phone as MOBILE), and a boolean. */
const capability = {
  id: contactRisk.id,
  name: contactRisk.name,
  input: [
    ...contactRisk.input.map((input) => (input.key === 'phoneNumber' ? { ...input, displayName: 'Phone Number', format: 'MOBILE' as const } : { ...input, displayName: 'Email' })),
    { key: 'consent', displayName: 'Consent Given', type: 'BOOLEAN' as const, isOptional: true, inputType: 'advance' as const },
  ],
};

/** Runs through POST /transactions with the capabilityId (fixture handlers). */
function Harness({ onRun, ...props }: CapabilityTryoutModalProps) {
  const { run } = useCapabilityActions();
  return (
    <CapabilityTryoutModal
      {...props}
      onRun={async (data) => {
        void onRun(data);
        return run(props.capability.id, data);
      }}
    />
  );
}

const meta = {
  title: 'Capabilities/CapabilityTryoutModal',
  component: CapabilityTryoutModal,
  decorators: [withAcmeSession],
  args: {
    isOpen: true,
    capability,
    onRun: fn(async () => ({ transactionId: 'txn_x', outcome: 'ACCEPTED' as const, transactionRawInput: {}, awaitedKeys: [], missingInputs: [], unknownInputs: [], reason: null })),
    onViewTransaction: fn(),
    onClose: fn(),
  },
  parameters: {
    msw: { handlers: [...capabilityRunHandlers(), ...catalogueHandlers(), ...workflowsHandlers()] },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof CapabilityTryoutModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function chooseParameter(dialog: ReturnType<typeof within>, row: number, name: string) {
  const item = within(dialog.getByRole('listitem', { name: `Parameter ${row}` }));
  await userEvent.click(item.getByRole('button', { name: /Parameter/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await listClosed();
  return item;
}

/** The option list has left (its exit animation included), so the next query or screenshot sees the dialog alone. */
async function listClosed() {
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Nothing chosen: Tryout is disabled. */
export const Empty: Story = {
  play: async () => {
    const dialog = within(await findDialog('Tryout Capability'));
    await expect(dialog.getByRole('button', { name: 'Tryout' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Value' })).toBeDisabled();
  },
};

/** A phone parameter takes the phone input (region United States by default); a boolean, True or False. */
export const PhoneAndBoolean: Story = {
  play: async () => {
    const dialog = within(await findDialog('Tryout Capability'));
    const phone = await chooseParameter(dialog, 1, 'Phone Number');
    await expect(phone.getByRole('button', { name: /Country code/ })).toHaveTextContent('US+1');
    await userEvent.type(phone.getByRole('textbox', { name: 'Value' }), '(201) 555-0123');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Parameter' }));
    const consent = await chooseParameter(dialog, 2, 'Consent Given');
    await userEvent.click(consent.getByRole('button', { name: /Value/ }));
    const options = within(await screen.findByRole('listbox'));
    await expect(options.getAllByRole('option').map((o) => o.textContent)).toEqual(['True', 'False']);
    await userEvent.click(options.getByRole('option', { name: 'True' }));
    await listClosed();
    await expect(dialog.getByRole('button', { name: 'Tryout' })).toBeEnabled();
  },
};

/** A parameter chosen in one row shows disabled in the others. */
export const ParameterOnce: Story = {
  play: async () => {
    const dialog = within(await findDialog('Tryout Capability'));
    await chooseParameter(dialog, 1, 'Email');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Parameter' }));
    const second = within(dialog.getByRole('listitem', { name: 'Parameter 2' }));
    await userEvent.click(second.getByRole('button', { name: /Parameter/ }));
    await expect(await screen.findByRole('option', { name: 'Email' })).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('option', { name: 'Phone Number' })).not.toHaveAttribute('aria-disabled');
    // The picture keeps the list open, once it has finished opening: Email greyed out.
    await settled();
  },
};

/** A run: 'Transaction successfully executed' with the outcome it got and View Transaction; the parameters reset. */
export const Success: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog('Tryout Capability'));
    const row = await chooseParameter(dialog, 1, 'Email');
    await userEvent.type(row.getByRole('textbox', { name: 'Value' }), 'ravi.sharma@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Tryout' }));
    await expect(await dialog.findByText('Transaction successfully executed')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent(/Outcome\s*Manual Review/);
    await expect(args.onRun).toHaveBeenCalledWith({ email: 'ravi.sharma@example.com' });
    await expect(dialog.getByRole('button', { name: 'Tryout' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'View Transaction' }));
    await waitFor(() => expect(args.onViewTransaction).toHaveBeenCalledWith(expect.stringMatching(/^txn_/)));
  },
};

/** The server fails: the failure alert, the parameters stay. */
export const Failure: Story = {
  parameters: { msw: { handlers: [...capabilityRunHandlers({ fails: true }), ...catalogueHandlers(), ...workflowsHandlers()] } },
  play: async () => {
    const dialog = within(await findDialog('Tryout Capability'));
    const row = await chooseParameter(dialog, 1, 'Email');
    await userEvent.type(row.getByRole('textbox', { name: 'Value' }), 'ravi.sharma@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Tryout' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Some error occurred while executing the transaction. Please try again.');
    await expect(row.getByRole('textbox', { name: 'Value' })).toHaveValue('ravi.sharma@example.com');
  },
};
