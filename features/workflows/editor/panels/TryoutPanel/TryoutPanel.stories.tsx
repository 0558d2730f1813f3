import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { ACME_ORG_ID, TRYOUT_FRAME_SRCDOC, TRYOUT_TRANSACTIONS, TRYOUT_WORKFLOWS, tryoutHandlers } from '~/fixtures';
import { findDialog, withAcmeSession } from '../../../components/__tests__/storySupport';
import { TryoutPanel } from './TryoutPanel';

const meta = {
  title: 'Workflows/TryoutPanel',
  component: TryoutPanel,
  decorators: [withAcmeSession],
  args: { isOpen: true, onOpenChange: fn(), target: { kind: 'workflow', id: TRYOUT_WORKFLOWS.onboarding }, frameSrcDoc: TRYOUT_FRAME_SRCDOC },
  parameters: {
    msw: { handlers: tryoutHandlers() },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof TryoutPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the framed flow would post to the console (same origin). */
function fromFrame(message: Record<string, unknown>) {
  window.postMessage(message, window.location.origin);
}

async function openPanel() {
  return within(await findDialog('Tryout'));
}

async function openParameters() {
  const panel = await openPanel();
  await userEvent.click(panel.getByRole('tab', { name: 'Parameters' }));
  return panel;
}

/** The hosted flow framed on the left; nothing run yet on the right. */
export const Empty: Story = {
  play: async () => {
    const panel = await openPanel();
    await expect(panel.getByTitle('Hosted flow')).toBeInTheDocument();
    await expect(panel.getByRole('tab', { name: 'Hosted flow', selected: true })).toBeInTheDocument();
    await expect(panel.getByText('No transaction yet')).toBeInTheDocument();
  },
};

/** The frame says it is ready: the console posts the organisation to it. */
export const FrameReady: Story = {
  play: async () => {
    const panel = await openPanel();
    const frame = panel.getByTitle('Hosted flow') as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentWindow).not.toBeNull());
    const post = spyOn(frame.contentWindow as Window, 'postMessage');
    fromFrame({ type: 'veriflow:ready' });
    await waitFor(() => expect(post).toHaveBeenCalledWith({ type: 'veriflow:auth', orgId: ACME_ORG_ID }, window.location.origin));
  },
};

/** The frame reports an awaiting transaction: 'In Progress', '-' for the time, and Refresh counting down from 00:09. */
export const InProgress: Story = {
  // A still clock: the countdown reads 00:09 (a 10 s wait), the same in every screenshot.
  args: { target: { kind: 'workflow', id: TRYOUT_WORKFLOWS.payout }, now: () => 0 },
  play: async () => {
    const panel = await openPanel();
    fromFrame({ type: 'veriflow:transaction', transactionId: TRYOUT_TRANSACTIONS.awaiting, outcome: 'AWAITING' });
    await expect(await panel.findByText('In Progress')).toBeInTheDocument();
    const refresh = panel.getByRole('button', { name: /^Refresh/ });
    await expect(refresh).toBeDisabled();
    await expect(refresh).toHaveTextContent('Refresh 00:09');
    await expect(within(panel.getByText('Response time').parentElement as HTMLElement).getByText('-')).toBeInTheDocument();
    await expect(panel.getByText(/Waiting for accountNumber, ifsc/)).toBeInTheDocument();
    await expect(panel.getByRole('listbox', { name: 'Nodes in execution order' })).toBeInTheDocument();
  },
};

/** A decided transaction: its outcome, response time as minutes:seconds:milliseconds, input and trace. */
export const Decided: Story = {
  play: async () => {
    const panel = await openPanel();
    fromFrame({ type: 'veriflow:transaction', transactionId: TRYOUT_TRANSACTIONS.accepted, outcome: 'ACCEPTED' });
    await expect(await panel.findByText('Accepted')).toBeInTheDocument();
    await expect(within(panel.getByText('Response time').parentElement as HTMLElement).getByText(/^\d\d:\d\d:\d\d\d$/)).toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: /^Refresh/ })).not.toBeInTheDocument();
    await expect(panel.getByRole('link', { name: 'View Transaction' })).toHaveAttribute('href', `/reports/${TRYOUT_TRANSACTIONS.accepted}`);
    await expect(await panel.findByRole('option', { name: /PAN/ })).toBeInTheDocument();
  },
};

/** The transaction cannot be read: the try-out load failure text, with Retry. */
export const ResultError: Story = {
  parameters: { msw: { handlers: tryoutHandlers({ workflows: { failures: { getTransaction: 500 } } }) } },
  play: async () => {
    const panel = await openPanel();
    fromFrame({ type: 'veriflow:transaction', transactionId: TRYOUT_TRANSACTIONS.accepted, outcome: 'ACCEPTED' });
    await expect(await panel.findByText('It seems there is a technical issue that is preventing data from loading.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** Choose a parameter (each once), fill it, Copy cURL, Tryout: the success message, View Transaction, and the rows reset. */
export const ParametersSuccess: Story = {
  play: async () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const panel = await openParameters();
    const tryout = await panel.findByRole('button', { name: 'Tryout' });
    await expect(tryout).toBeDisabled();
    await userEvent.click(panel.getByRole('button', { name: /Select parameter/ }));
    const options = within(await screen.findByRole('listbox'));
    const first = options.getAllByRole('option')[0] as HTMLElement;
    const chosen = first.textContent ?? '';
    await userEvent.click(first);
    await userEvent.type(panel.getByRole('textbox', { name: 'Value' }), 'ABCPE1234F');
    await expect(tryout).toBeEnabled();
    // A second row offers the chosen parameter disabled.
    await userEvent.click(panel.getByRole('button', { name: 'Add Parameter' }));
    await userEvent.click(within(panel.getByRole('listitem', { name: 'Parameter 2' })).getByRole('button', { name: /Select parameter/ }));
    await expect(within(await screen.findByRole('listbox')).getByRole('option', { name: chosen })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(panel.getByRole('button', { name: 'Copy cURL' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const curl = writeText.mock.calls[0]?.[0] ?? '';
    await expect(curl).toContain('curl --request POST');
    await expect(curl).toContain(`"workflowId": "${TRYOUT_WORKFLOWS.onboarding}"`);
    await expect(curl).toContain('ABCPE1234F');
    await userEvent.click(tryout);
    await expect(await panel.findByText('Transaction successfully executed')).toBeInTheDocument();
    const view = panel.getAllByRole('link', { name: 'View Transaction' })[0] as HTMLElement;
    await expect(view.getAttribute('href')).toMatch(/^\/reports\/txn_/);
    await expect(panel.getAllByRole('listitem', { name: /^Parameter \d$/ })).toHaveLength(1);
    await expect(panel.getByRole('textbox', { name: 'Value' })).toHaveValue('');
    await expect(await panel.findByRole('heading', { name: 'Trace' })).toBeInTheDocument();
    // A still screenshot: the copy feedback and its toast gone.
    toast.clear();
    await waitFor(() => expect(panel.getByRole('button', { name: 'Copy cURL' })).toHaveTextContent('Copy cURL'));
  },
};

/** The run fails: the try-out failure alert. */
export const ParametersError: Story = {
  parameters: { msw: { handlers: tryoutHandlers({ workflows: { failures: { runTransaction: 500 } } }) } },
  play: async () => {
    const panel = await openParameters();
    await userEvent.click(await panel.findByRole('button', { name: /Select parameter/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getAllByRole('option')[0] as HTMLElement);
    await userEvent.type(panel.getByRole('textbox', { name: 'Value' }), 'x');
    await userEvent.click(panel.getByRole('button', { name: 'Tryout' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('Some error occurred while executing the transaction. Please try again.');
  },
};

/** The parameters load. */
export const ParametersLoading: Story = {
  parameters: { msw: { handlers: tryoutHandlers({ workflows: { delays: { getInputDetails: 'infinite' } } }) } },
  play: async () => {
    const panel = await openParameters();
    await expect(panel.getByLabelText('Loading parameters')).toBeInTheDocument();
  },
};

/** The parameters cannot be read: the try-out load failure text. */
export const ParametersLoadError: Story = {
  parameters: { msw: { handlers: tryoutHandlers({ workflows: { failures: { getInputDetails: 500 } } }) } },
  play: async () => {
    const panel = await openParameters();
    await expect(await panel.findByText('It seems there is a technical issue that is preventing data from loading.', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** A template is tried with parameters only, by its templateId. */
export const Template: Story = {
  args: { target: { kind: 'template', id: 'tpl_pan_kyc' } },
  play: async () => {
    const panel = await openPanel();
    await expect(panel.queryByRole('tab', { name: 'Hosted flow' })).not.toBeInTheDocument();
    await expect(panel.queryByTitle('Hosted flow')).not.toBeInTheDocument();
  },
};
