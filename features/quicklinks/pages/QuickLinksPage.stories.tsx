import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { withSession } from '~/features/apiKeys/pages/__tests__/storySession';
import { fixtureQuickLinkRows, manyQuickLinks, quickLinksHandlers, scenarios, usedUpQuickLinks, withExpiredQuickLink, type QuickLinksHandlerOptions } from '~/fixtures';
import { decodeQrSvg } from '../components/__tests__/decodeQr';
import { expectToast, settled, storyNow } from '../components/__tests__/storySupport';
import { QuickLinksPage } from './QuickLinksPage';
import { isUnavailable } from '~/fixtures/testing/controls';

const handlers = (options: QuickLinksHandlerOptions = {}) => ({ handlers: quickLinksHandlers(options) });

const meta = {
  title: 'Pages/QuickLinks/QuickLinksPage',
  component: QuickLinksPage,
  decorators: [
    withSession,
    // A page fills the content column: the story's viewport less the console's padding.
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { now: storyNow },
  parameters: {
    layout: 'fullscreen',
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
} satisfies Meta<typeof QuickLinksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findTable(canvas: ReturnType<typeof within>, first = 'Website signup') {
  const table = await canvas.findByRole('grid', { name: 'QuickLinks' });
  await within(table).findByRole('rowheader', { name: first });
  return within(table);
}

const rowOf = (table: ReturnType<typeof within>, name: string) => within(table.getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement);

/** The switch's tooltip, reached with the keyboard (Tab until the element has focus). */
async function tooltipOf(element: HTMLElement) {
  for (let presses = 0; presses < 30 && document.activeElement !== element; presses += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
  return screen.findByRole('tooltip', {});
}

export const Default: Story = {
  parameters: { msw: handlers({ links: withExpiredQuickLink() }) },
  play: async ({ canvas }) => {
    const breadcrumbs = within(await canvas.findByRole('navigation', { name: 'Breadcrumbs' }));
    await expect(breadcrumbs.getByRole('link', { name: 'Workflows' })).toHaveAttribute('href', '/workflows/my-workflows');
    await expect(breadcrumbs.getByText('QuickLinks')).toBeVisible();
    const table = await findTable(canvas);
    for (const header of ['QUICKLINK NAME', 'WORKFLOW NAME', 'CREATED ON', 'TRANSACTIONS', 'ACTIVITY', 'EXPIRES ON', 'STATUS', 'Quick Actions']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const signup = rowOf(table, 'Website signup');
    await expect(signup.getByText('4/100')).toBeVisible();
    await expect(signup.getByText('96 Transactions Remaining')).toBeVisible();
    await expect(signup.getByRole('list', { name: 'Activity of Website signup' })).toHaveTextContent('11 opened→4 started→3 completed');
    await expect(signup.getByRole('list', { name: 'Outcomes of Website signup' })).toHaveTextContent('2 Accepted1 Manual Review1 Awaiting');
    await expect(rowOf(table, 'Branch walk-in pilot').getByText('0 Transactions Remaining')).toBeVisible();
    await expect(signup.getByText('31 Dec 2025')).toBeVisible();
    await expect(rowOf(table, 'Branch walk-in pilot').getByText('Never')).toBeVisible();
    await expect(rowOf(table, 'Spring offer').getByText('Expired')).toBeVisible();
    const status = signup.getByRole('switch', { name: 'Status: Website signup' });
    await expect(status).toBeChecked();
    await expect(status).toHaveAccessibleDescription('Available transactions: 96');
    await expect(canvas.getByText("New links are generated from a workflow's editor.")).toBeVisible();
  },
};

/** Branch walk-in pilot used all 3 of its transactions: its switch shows off and is refused. */
export const LimitReached: Story = {
  parameters: { msw: handlers({ links: usedUpQuickLinks() }) },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const control = rowOf(table, 'Website signup').getByRole('switch', { name: 'Status: Website signup' });
    await expect(control).not.toBeChecked();
    await expect(isUnavailable(control)).toBe(true);
    await expect(rowOf(table, 'Website signup').getByText('0 Transactions Remaining')).toBeVisible();
    // The switch a screen reader meets is the tooltip's stand-in: still a switch, named as the control.
    const standIn = control;
    await userEvent.click(standIn);
    await expect(control).not.toBeChecked();
    // Keyboard users reach the explanation too: away and back with Tab.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(await tooltipOf(standIn)).toHaveTextContent('Transaction limit reached');
  },
};

export const Toggle: Story = {
  parameters: { msw: handlers({ links: withExpiredQuickLink() }) },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const status = rowOf(table, 'Website signup').getByRole('switch', { name: 'Status: Website signup' });
    await userEvent.click(status);
    await expectToast('Link Updated', 'QuickLink has been updated successfully');
    await waitFor(() => expect(status).not.toBeChecked());
    await waitFor(() => expect(status).toBeEnabled());
    await userEvent.click(status);
    await expectToast('Link Updated', 'QuickLink has been updated successfully');
    await waitFor(() => expect(status).toBeChecked());
  },
};

export const ToggleFails: Story = {
  parameters: { msw: handlers({ links: withExpiredQuickLink(), failures: { updateQuickLink: 500 } }) },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const status = rowOf(table, 'Website signup').getByRole('switch', { name: 'Status: Website signup' });
    await userEvent.click(status);
    await expectToast('Error', 'Something went wrong');
    await waitFor(() => expect(status).toBeChecked());
  },
};

/** The QR modal: the code decodes to exactly the link; the link shows cut to 40 characters; Copy copies all of it. */
export const QrModal: Story = {
  parameters: { msw: handlers({ links: withExpiredQuickLink() }) },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await userEvent.click(rowOf(table, 'Website signup').getByRole('button', { name: 'View QR Code: Website signup' }));
    const modal = within(await screen.findByRole('dialog', { name: 'QuickLink QR Code' }));
    await settled();
    const shown = modal.getByTitle(/^http:\/\/localhost:4000\/flow\?options=/);
    const url = shown.getAttribute('title') ?? '';
    await expect(shown).toHaveTextContent(`${url.slice(0, 37)}...`);
    await expect(await decodeQrSvg(await modal.findByRole('img', { name: 'QR code for Website signup' }))).toBe(url);
    const options = JSON.parse(atob(decodeURIComponent(new URL(url).searchParams.get('options') ?? ''))) as Record<string, unknown>;
    await expect(options).toMatchObject({ workflowId: 'wf_retail_onboarding_kyc', type: 'INIT_DATA', env: 'production', quicklinkId: 'ql_website_signup' });
    await userEvent.click(modal.getByRole('button', { name: 'Copy QuickLink' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(url);
    await expectToast('Copy', 'QuickLink has been copied successfully');
    await waitFor(() => expect(modal.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument());
  },
};

export const CopyFromRow: Story = {
  parameters: { msw: handlers({ links: withExpiredQuickLink() }) },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await userEvent.click(rowOf(table, 'Branch walk-in pilot').getByRole('button', { name: 'Copy QuickLink: Branch walk-in pilot' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(expect.stringContaining('/flow?options='));
    await expectToast('Copy', 'QuickLink has been copied successfully');
    await waitFor(() => expect(table.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument());
  },
};

export const DeleteConfirm: Story = {
  parameters: { msw: handlers({ links: withExpiredQuickLink() }) },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await userEvent.click(rowOf(table, 'Branch walk-in pilot').getByRole('button', { name: 'Delete Branch walk-in pilot' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete QuickLink' }));
    await settled();
    await expect(confirm.getByText('Are you sure want to delete Branch walk-in pilot? You will not be able to bring the changes you made.')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expectToast('Delete Quicklink', 'QuickLink has been deleted successfully');
    await waitFor(() => expect(table.queryByRole('rowheader', { name: 'Branch walk-in pilot' })).toBeNull());
    await settled();
  },
};

export const DeleteFails: Story = {
  parameters: { msw: handlers({ links: withExpiredQuickLink(), failures: { deleteQuickLink: 500 } }) },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await userEvent.click(rowOf(table, 'Spring offer').getByRole('button', { name: 'Delete Spring offer' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete QuickLink' }));
    await settled();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expectToast('Error', 'Something went wrong');
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(table.getByRole('rowheader', { name: 'Spring offer' })).toBeVisible();
  },
};

/** 25 links, 10 a page: the third page holds the last 5; search narrows by name or workflow. */
export const ManyRows: Story = {
  parameters: { msw: handlers({ links: [...fixtureQuickLinkRows(), ...manyQuickLinks(23)] }) },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(table.getAllByRole('row')).toHaveLength(11);
    const pages = within(canvas.getByRole('navigation', { name: 'QuickLinks pages' }));
    await expect(canvas.getByText('1–10 of 25')).toBeVisible();
    await userEvent.click(pages.getByRole('button', { name: 'Page 3' }));
    await expect(await table.findByRole('rowheader', { name: 'Campaign link 23' })).toBeVisible();
    await expect(table.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('21–25 of 25')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search QuickLinks' }), 'Campaign link 1');
    await expect(await table.findByRole('rowheader', { name: 'Campaign link 10' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('1–10 of 10')).toBeVisible());
  },
};

export const Empty: Story = {
  parameters: { msw: handlers({ empty: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no QuickLinks yet. Generate one from a published workflow with the Quicklink button.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'QuickLinks pages' })).toBeNull();
  },
};

export const NoMatch: Story = {
  parameters: { msw: handlers({ links: withExpiredQuickLink() }) },
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search QuickLinks' }), 'zebra');
    await expect(await canvas.findByText('No QuickLinks match "zebra"', {})).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({ delays: { listQuickLinks: 'infinite' } }) },
};

export const Failed: Story = {
  parameters: { msw: handlers({ failures: { listQuickLinks: 500 } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('It seems there is a technical issue that is preventing data from loading.', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A sales user reads: no delete, and each switch says why it cannot be used. */
export const SalesReadsOnly: Story = {
  parameters: { scenario: scenarios.salesTestPostpaid, msw: handlers({ links: withExpiredQuickLink(), role: 'sales' }) },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(table.queryByRole('button', { name: /^Delete / })).toBeNull();
    const control = rowOf(table, 'Website signup').getByRole('switch', { name: 'Status: Website signup' });
    await expect(isUnavailable(control)).toBe(true);
    const standIn = control;
    await expect(await tooltipOf(standIn)).toHaveTextContent('You do not have permission to update QuickLinks.');
    await expect(canvas.queryByText("New links are generated from a workflow's editor.")).toBeNull();
  },
};

/** The page in the content column of a 1024-wide console (720 px): the name and delete stay in view. */
export const At1024Wide: Story = {
  parameters: { msw: handlers({ links: withExpiredQuickLink() }) },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(table.getByRole('button', { name: 'Delete Website signup' })).toBeVisible();
  },
};
