import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { components } from '~/contract';
import { toast } from '~/design-system';
import { workflowsHandlers } from '~/fixtures';
import { ReportsRoutes, scrollIntoStoryView, storyNow, withAcmeSession } from '../__tests__/storySession';
import { TransactionDetailPage } from './TransactionDetailPage';
import { UsageLogsPage } from './UsageLogsPage';

const DOWNLOAD_FAILED = 'Some error occurred while downloading file. Please try after some time';

/** Lets a story make the next reads of a transaction fail (the download's read) after the page has loaded. */
const failing = { reads: false };
const failingReads = http.get('*/api/:env/transactions/:transactionId', () =>
  failing.reads ? HttpResponse.json({ type: 'internal_error', message: 'Something went wrong', description: 'The server failed.' }, { status: 500 }) : undefined,
);

type NodeTrace = components['schemas']['TransactionNodeTrace'];
const step = (index: number, kind: NodeTrace['kind'], name: string, status: NodeTrace['status'] = 'RAN'): NodeTrace => ({
  nodeId: `step_${index}`,
  kind,
  name,
  supplierId: null,
  columnPosition: index,
  nodePosition: 0,
  status,
  conditionResult: null,
  inputs: {},
  outputs: {},
  durationMs: 120 + index,
  reason: null,
});
/** A run through fourteen steps: more than the step list ever held in one screen. */
const longTrace = http.get('*/api/:env/transactions/txn_long_trace', () =>
  HttpResponse.json({
    transactionId: 'txn_long_trace',
    workflowId: 'wf_archived_long',
    templateId: null,
    workflowName: 'Archived long flow',
    version: 1,
    environment: 'test',
    outcome: 'ACCEPTED',
    creditsCharged: 12,
    quicklinkId: null,
    durationMs: 1800,
    createdAt: '2025-05-30T10:00:00.000Z',
    updatedAt: '2025-05-30T10:00:02.000Z',
    completedAt: '2025-05-30T10:00:02.000Z',
    transactionRawInput: { fullName: 'Asha Nair' },
    nodes: [step(0, 'START', 'Input'), ...Array.from({ length: 12 }, (_, i) => step(i + 1, 'source', `Check ${i + 1}`)), step(13, 'end_accepted', 'Accept')],
    awaitedKeys: [],
    missingInputs: [],
    unknownInputs: [],
    reason: null,
  }),
);

/** A run whose data lacked a required input and carried a key the workflow does not know: rejected like any other, and saying so. */
const missingInputs = http.get('*/api/:env/transactions/txn_missing_inputs', () =>
  HttpResponse.json({
    transactionId: 'txn_missing_inputs',
    workflowId: 'wf_retail_onboarding_kyc',
    templateId: null,
    workflowName: 'Retail onboarding KYC',
    version: 3,
    environment: 'test',
    outcome: 'REJECTED',
    creditsCharged: 0,
    quicklinkId: null,
    durationMs: 4,
    createdAt: '2025-05-30T10:00:00.000Z',
    updatedAt: '2025-05-30T10:00:00.004Z',
    completedAt: '2025-05-30T10:00:00.004Z',
    transactionRawInput: { fullName: 'Asha Nair', panNumber: 'ABCPE1234F' },
    nodes: [
      { ...step(0, 'START', 'Input'), nodeId: 'start_ghdvng' },
      { ...step(1, 'source', 'PAN Verification', 'FAILED'), nodeId: 'pan-verification__k3p9', reason: 'the required input pan has no value' },
      { ...step(2, 'end_rejected', 'Reject'), nodeId: 'reject_k3e1', conditionResult: true },
    ],
    awaitedKeys: [],
    missingInputs: ['pan'],
    unknownInputs: ['panNumber'],
    reason: null,
  }),
);

const meta = {
  title: 'Pages/Usage Logs/Transaction',
  component: TransactionDetailPage,
  decorators: [withAcmeSession],
  args: { saveFile: fn() },
  render: (args) => <ReportsRoutes list={<UsageLogsPage now={storyNow} />} detail={<TransactionDetailPage {...args} />} />,
  parameters: {
    layout: 'fullscreen',
    route: '/reports/txn_demo_005',
    msw: { handlers: [failingReads, ...workflowsHandlers()] },
    // react-aria announces selections by reference; the reference outlives the story's elements.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    failing.reads = false;
    toast.clear();
  },
} satisfies Meta<typeof TransactionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function loaded(canvas: Canvas, transactionId: string) {
  await expect(await canvas.findByRole('heading', { level: 2, name: transactionId })).toBeVisible();
  const canvasRegion = canvas.getByRole('region', { name: 'Trace canvas' });
  await waitFor(() => expect(canvasRegion.querySelectorAll('.react-flow__node').length).toBeGreaterThan(0));
  return canvasRegion;
}

const nodeList = (canvas: Canvas) => canvas.getByRole('listbox', { name: 'Nodes in execution order' });

export const Accepted: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas, 'txn_demo_005');
    const header = canvas.getByRole('region', { name: 'txn_demo_005' });
    await expect(within(header).getByText('Accepted')).toBeVisible();
    await expect(within(header).getByText('Retail onboarding KYC · v3')).toBeVisible();
    await expect(within(header).getByText('23-05-2025 14:50:00')).toBeVisible();
    const input = canvas.getByRole('table', { name: 'Input data' });
    await expect(within(input).getByText('Karan Malhotra')).toBeVisible();
    await expect(within(nodeList(canvas)).getAllByRole('option')).toHaveLength(7);
    await expect(within(nodeList(canvas)).getByRole('option', { name: /^Accept .*Ran$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Accept: Ran, decided the outcome' })).toBeVisible();
    // The end states evaluated before Accept did not decide: not met, rather than 'Ran'.
    await expect(within(nodeList(canvas)).getByRole('option', { name: /^Reject .*Not met$/ })).toBeVisible();
    await expect(within(nodeList(canvas)).getByRole('option', { name: /^Manual Review .*Not met$/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reject: Not met' })).toBeVisible();
    const details = canvas.getByRole('region', { name: 'Accept' });
    await expect(within(details).getAllByRole('listitem', { name: /, deciding$/ })).toHaveLength(3);
    scrollIntoStoryView(canvas.getByRole('heading', { name: 'Trace' }));
  },
};

export const RejectedWithTheDecidingComparison: Story = {
  parameters: { route: '/reports/txn_demo_003' },
  play: async ({ canvas }) => {
    await loaded(canvas, 'txn_demo_003');
    await expect(within(canvas.getByRole('region', { name: 'txn_demo_003' })).getByText('Rejected')).toBeVisible();
    const details = canvas.getByRole('region', { name: 'Reject' });
    await expect(within(details).getByText('Condition held')).toBeVisible();
    // References read as the step and the attribute's display name (once the flow is read), not as stored.
    const deciding = await within(details).findAllByRole('listitem', { name: 'Input · PAN Number is listed in "bl_fraud_pans" → true, deciding' });
    await expect(deciding).toHaveLength(1);
    await expect(within(details).getByRole('listitem', { name: 'PAN Verification · Status = "NO_RECORD_FOUND" → false' })).toBeVisible();
    await expect(within(details).queryByText(/source\./)).toBeNull();
    scrollIntoStoryView(canvas.getByRole('region', { name: 'Trace canvas' }));
  },
};

export const SelectingANode: Story = {
  parameters: { route: '/reports/txn_demo_003' },
  play: async ({ canvas }) => {
    await loaded(canvas, 'txn_demo_003');
    await userEvent.click(canvas.getByRole('button', { name: 'Bank Account Verification: Ran' }));
    const details = await canvas.findByRole('region', { name: 'Bank Account Verification' });
    // Inputs and outputs by the service's display names, not its keys.
    const inputs = within(details).getByRole('table', { name: 'Inputs of Bank Account Verification' });
    await expect(within(inputs).getByRole('row', { name: /^Account Number 30987612345/ })).toBeVisible();
    await expect(inputs).not.toHaveTextContent('accountNumber');
    const outputs = within(details).getByRole('table', { name: 'Outputs of Bank Account Verification' });
    await expect(within(outputs).getByRole('row', { name: /^Name at Bank VIKRAM SINGH RATHORE/ })).toBeVisible();
    await expect(outputs).not.toHaveTextContent('nameAtBank');
    await expect(await within(details).findByRole('listitem', { name: 'PAN Verification · Status = "OK" → true, deciding' })).toBeVisible();

    // Keyboard: the list of nodes in execution order moves the selection with the arrow keys.
    const selected = within(nodeList(canvas)).getByRole('option', { selected: true });
    selected.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByRole('region', { name: 'Name Match' })).toBeVisible();
    await expect(within(nodeList(canvas)).getByRole('option', { name: /^Name Match .*Ran$/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(await canvas.findByRole('region', { name: 'Start' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    scrollIntoStoryView(await canvas.findByRole('region', { name: 'Bank Account Verification' }));
  },
};

export const Awaiting: Story = {
  parameters: { route: '/reports/txn_demo_010' },
  play: async ({ canvas }) => {
    await loaded(canvas, 'txn_demo_010');
    const header = canvas.getByRole('region', { name: 'txn_demo_010' });
    await expect(await within(header).findByText('Waiting for Account Number, IFSC')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bank details: Awaiting' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Bank Account Verification: Not reached' })).toBeVisible();
    await expect(within(header).getAllByText('-', { selector: 'dd' })).toHaveLength(2);
    within(header).getByRole('button', { name: /Awaiting/ }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Awaiting data' });
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
    await waitFor(() => expect(within(dialog).getByText('Account Number')).toBeVisible());
    await expect(within(dialog).getByText('IFSC')).toBeVisible();
  },
};

export const EngineError: Story = {
  parameters: { route: '/reports/txn_demo_013' },
  play: async ({ canvas }) => {
    await loaded(canvas, 'txn_demo_013');
    await expect(canvas.getByText('Reason: pan-verification did not answer within 10000 ms')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'PAN Verification: Not reached' })).toBeVisible();
  },
};

export const Downloading: Story = {
  play: async ({ canvas, args }) => {
    await loaded(canvas, 'txn_demo_005');
    canvas.getByRole('button', { name: 'Download JSON' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.saveFile).toHaveBeenCalledTimes(1));
    const [name, text] = (args.saveFile as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(name).toBe('txn_demo_005.json');
    await expect(JSON.parse(text)).toMatchObject({ transactionId: 'txn_demo_005', outcome: 'ACCEPTED', transactionRawInput: { fullName: 'Karan Malhotra' } });
  },
};

export const DownloadFailing: Story = {
  play: async ({ canvas, args }) => {
    // This story watches the toast go by itself: the story tests' hold on toasts ends here.
    toast.release();
    await loaded(canvas, 'txn_demo_005');
    failing.reads = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Download JSON' }));
    const message = await screen.findByText(DOWNLOAD_FAILED);
    await waitFor(() => expect(message).toBeVisible());
    await expect(args.saveFile).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText(DOWNLOAD_FAILED)).not.toBeInTheDocument());
  },
};

export const BackToUsageLogs: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas, 'txn_demo_005');
    await userEvent.click(canvas.getByRole('link', { name: 'Usage Logs' }));
    await expect(await canvas.findByRole('grid', { name: 'Transactions' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: '/reports/txn_missing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No data found')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: workflowsHandlers({ failures: { getTransaction: 500 } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: workflowsHandlers({ delays: { getTransaction: 'infinite' } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading transaction' })).toBeVisible();
  },
};

export const FromATryOut: Story = {
  parameters: { route: '/reports/workflows/txn_demo_008' },
  play: async ({ canvas }) => {
    await loaded(canvas, 'txn_demo_008');
    await expect(canvas.getByRole('button', { name: 'High Risk: Ran' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mobile to Name: Skipped' })).toBeVisible();
    scrollIntoStoryView(canvas.getByRole('heading', { name: 'Trace' }));
  },
};

export const LongTrace: Story = {
  parameters: { route: '/reports/txn_long_trace', msw: { handlers: [longTrace, ...workflowsHandlers()] } },
  play: async ({ canvas }) => {
    await loaded(canvas, 'txn_long_trace');
    const list = nodeList(canvas);
    await expect(within(list).getAllByRole('option')).toHaveLength(14);
    // Every step shows in full: the list does not cut its last rows behind a scroll of its own.
    const last = within(list).getByRole('option', { name: /^Accept / });
    await expect(list.scrollHeight).toBeLessThanOrEqual(list.clientHeight);
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(list.getBoundingClientRect().bottom);
    scrollIntoStoryView(last);
  },
};

export const MissingInputs: Story = {
  parameters: { route: '/reports/txn_missing_inputs', msw: { handlers: [missingInputs, ...workflowsHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'txn_missing_inputs' })).toBeVisible();
    const header = canvas.getByRole('region', { name: 'txn_missing_inputs' });
    await expect(within(header).getByText('Rejected')).toBeVisible();
    // The missing and the unknown keys, by the workflow's display names where it has them.
    await expect(await within(header).findByText('Missing required inputs: PAN Number (pan)')).toBeVisible();
    await expect(within(header).getByText('Inputs the workflow does not use: panNumber')).toBeVisible();
  },
};
