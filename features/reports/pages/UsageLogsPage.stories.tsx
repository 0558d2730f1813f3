import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import { workflowsHandlers } from '~/fixtures';
import { ReportsRoutes, storyNow, withAcmeSession } from '../__tests__/storySession';
import { TransactionDetailPage } from './TransactionDetailPage';
import { UsageLogsPage } from './UsageLogsPage';

const meta = {
  title: 'Pages/Usage Logs',
  component: UsageLogsPage,
  decorators: [withAcmeSession],
  args: { now: storyNow },
  render: (args) => <ReportsRoutes list={<UsageLogsPage {...args} />} detail={<TransactionDetailPage />} />,
  parameters: { layout: 'fullscreen', route: '/reports', msw: { handlers: workflowsHandlers() } },
} satisfies Meta<typeof UsageLogsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function table(canvas: Canvas) {
  const grid = await canvas.findByRole('grid', { name: 'Transactions' });
  await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
  return grid;
}

const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);

async function waitForOverlaysToClose() {
  await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
}

export const WithRows: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await canvas.findByRole('rowheader', { name: /^txn_demo_012/ });
    await expect(within(grid).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Transaction ID', 'Workflow', 'Outcome', 'Credits', 'Created', 'Duration']);
    await expect(bodyRows(grid)).toHaveLength(13);
    const first = bodyRows(grid)[0] as HTMLElement;
    await expect(within(first).getByText('Login device guard')).toBeVisible();
    await expect(within(first).getByText('Accepted')).toBeVisible();
    await expect(within(first).getByText('01-06-2025 13:15:00')).toBeVisible();
    await expect(canvas.getByText('1–13 of 13')).toBeVisible();
    const awaiting = within(grid).getByRole('row', { name: /txn_demo_010/ });
    await expect(within(awaiting).getByRole('button', { name: /Awaiting/ })).toBeVisible();
    await expect(within(awaiting).getByText('-')).toBeVisible();
    const error = within(grid).getByRole('row', { name: /txn_demo_013/ });
    await expect(within(error).getByText('Error')).toBeVisible();
  },
};

export const Searching: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await canvas.findByRole('rowheader', { name: /^txn_demo_012/ });
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search transactions' }));
    await userEvent.keyboard('payout{Enter}');
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(2));
    await expect(within(grid).getByRole('rowheader', { name: /^txn_demo_010/ })).toBeVisible();
    await expect(within(grid).getByRole('rowheader', { name: /^txn_demo_009/ })).toBeVisible();
    await expect(canvas.getByText('1–2 of 2')).toBeVisible();
  },
};

export const FilteredByOutcome: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await canvas.findByRole('rowheader', { name: /^txn_demo_012/ });
    const trigger = canvas.getByRole('button', { name: /Outcome/ });
    await expect(trigger).toHaveTextContent('All outcomes');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Accepted', 'Rejected', 'Manual Review', 'Awaiting', 'Processing', 'Error']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Rejected' }));
    await userEvent.keyboard('{Escape}');
    await waitForOverlaysToClose();
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(4));
    for (const row of bodyRows(grid)) await expect(within(row).getByText('Rejected')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Outcome: Rejected/ })).toBeVisible();
    await expect(trigger).toHaveTextContent('Rejected');
  },
};

export const SortingByWorkflow: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await canvas.findByRole('rowheader', { name: /^txn_demo_012/ });
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Workflow' }));
    await waitFor(() => expect(within(bodyRows(grid).at(-1) as HTMLElement).getByText('Retail onboarding KYC')).toBeVisible());
    await expect(within(bodyRows(grid)[0] as HTMLElement).getByText('Login device guard')).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'Workflow' })).toHaveAttribute('aria-sort', 'ascending');
    // Keyboard: Enter on the focused header turns the order round.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(bodyRows(grid)[0] as HTMLElement).getByText('Retail onboarding KYC')).toBeVisible());
    await expect(within(grid).getByRole('columnheader', { name: 'Workflow' })).toHaveAttribute('aria-sort', 'descending');
  },
};

export const ManyPages: Story = {
  parameters: { msw: { handlers: workflowsHandlers({ extraTransactions: 60 }) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await canvas.findByRole('rowheader', { name: /^txn_demo_012/ });
    await expect(canvas.getByText('1–20 of 73')).toBeVisible();
    await expect(bodyRows(grid)).toHaveLength(20);
    const next = canvas.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await canvas.findByText('21–40 of 73');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByText('41–60 of 73');
    // The third page's rows follow its range label; a loaded machine takes longer than the default wait.
    await waitFor(() => expect(within(grid).getByRole('rowheader', { name: /^txn_hist_0028/ })).toBeVisible(), { timeout: 15_000 });
  },
};

/** Holds the list's second page (asked for by the first page's cursor) for a while; other answers come at once. */
const slowSecondPage = http.get('*/api/:env/transactions', async ({ request }) => {
  if (new URL(request.url).searchParams.has('cursor')) await delay(800);
});

/** Next pressed again before the page it asked for has arrived: the page after still comes, not the loading one again. */
export const NextWhilePageLoads: Story = {
  parameters: { msw: { handlers: [slowSecondPage, ...workflowsHandlers({ extraTransactions: 60 })] } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await canvas.findByText('1–20 of 73');
    const next = canvas.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await userEvent.click(next);
    await canvas.findByText('41–60 of 73');
    await waitFor(() => expect(within(grid).getByRole('rowheader', { name: /^txn_hist_0028/ })).toBeVisible());
    await expect(bodyRows(grid)).toHaveLength(20);
    await expect(within(grid).queryByRole('rowheader', { name: /^txn_hist_0008/ })).toBeNull();
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
  },
};

export const PageSize: Story = {
  parameters: { msw: { handlers: workflowsHandlers({ extraTransactions: 60 }) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await canvas.findByText('1–20 of 73');
    canvas.getByRole('button', { name: /Rows per page/ }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['20', '30', '50']);
    await userEvent.click(within(listbox).getByRole('option', { name: '50' }));
    await canvas.findByText('1–50 of 73');
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(50));
    await waitForOverlaysToClose();
  },
};

export const OpeningARow: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    const row = await within(grid).findByRole('row', { name: /txn_demo_009/ });
    await userEvent.click(within(row).getByText('Payout beneficiary verification'));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'txn_demo_009' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('Usage Logs');
  },
};

export const OpeningARowWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await canvas.findByRole('rowheader', { name: /^txn_demo_012/ });
    await userEvent.click(within(bodyRows(grid)[0] as HTMLElement).getByText('Login device guard'));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'txn_demo_012' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Usage Logs' }));
    const again = await table(canvas);
    await canvas.findByRole('rowheader', { name: /^txn_demo_012/ });
    const second = bodyRows(again)[1] as HTMLElement;
    second.focus();
    // The arrows reach a row's controls (its copy button); Tab leaves the grid rather than walking each row's buttons.
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(second).getByRole('button', { name: 'Copy transaction ID txn_demo_011' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toHaveFocus();
    await userEvent.tab();
    await expect(again.contains(document.activeElement)).toBe(false);
    await userEvent.tab({ shift: true });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'txn_demo_011' })).toBeVisible();
  },
};

/** Counts the requests for one transaction (the list must not make them for its awaiting rows), then lets the fixtures answer. */
const transactionReads = { count: 0 };
const countTransactionReads = http.get('*/api/:env/transactions/:transactionId', () => {
  transactionReads.count += 1;
});

export const AwaitingValues: Story = {
  parameters: { msw: { handlers: [countTransactionReads, ...workflowsHandlers()] } },
  play: async ({ canvas }) => {
    transactionReads.count = 0;
    const grid = await table(canvas);
    const row = await within(grid).findByRole('row', { name: /txn_demo_010/ });
    // Showing the awaiting rows reads no transaction; opening one's values reads that one.
    await expect(transactionReads.count).toBe(0);
    await userEvent.click(within(row).getByRole('button', { name: /Awaiting/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Awaiting data' });
    // The awaited keys by the display names of the workflow's inputs.
    await waitFor(() => expect(within(dialog).getByText('Account Number')).toBeVisible());
    await expect(within(dialog).getByText('IFSC')).toBeVisible();
    await expect(within(dialog).getByText('No Values')).toBeVisible();
    await expect(transactionReads.count).toBe(1);
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  },
};

export const MoreThanAThousand: Story = {
  parameters: { msw: { handlers: workflowsHandlers({ extraTransactions: 1010 }) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await canvas.findByRole('rowheader', { name: /^txn_demo_012/ });
    // The count stops at 1,000: the range says so rather than giving a total.
    await expect(canvas.getByText('1–20 of 1,000+')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await canvas.findByText('21–40 of 1,000+');
    // Page 2 comes by the cursor page 1 gave: it starts with the list's 21st transaction.
    await waitFor(() => expect(within(grid).getByRole('rowheader', { name: /^txn_hist_0008/ })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: workflowsHandlers({ empty: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no transactions yet')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Transactions pages' })).toBeNull();
  },
};

export const FilteredEmpty: Story = {
  play: async ({ canvas }) => {
    await table(canvas);
    await canvas.findByRole('rowheader', { name: /^txn_demo_012/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search transactions' }), 'no-such-transaction{Enter}');
    await expect(await canvas.findByText('No data found')).toBeVisible();
    await expect(canvas.queryByText('You have no transactions yet')).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/:env/transactions', () => HttpResponse.json({ type: 'not_found', message: 'Not found', description: 'Not found' }, { status: 404 }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No data found')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: workflowsHandlers({ failures: { listTransactions: 500 } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: workflowsHandlers({ delays: { listTransactions: 'infinite' } }) } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Transactions' });
    await expect(within(grid).getAllByRole('status', { name: 'Loading transactions' }).length).toBeGreaterThan(0);
  },
};
