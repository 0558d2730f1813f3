import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { FIXTURE_WORKFLOW_IDS, payoutFlow, scenarios, workflowsHandlers, type WorkflowsHandlerOptions } from '~/fixtures';
import { WORKFLOW_NAME_TAKEN } from '../components/NameFormModal';
import { cardOf, chooseAction, expectToast, findCards, ListRoutes, ListViewport, ScrollBox, settled, withListSession } from './__tests__/listStorySupport';
import { WorkflowsPage } from './WorkflowsPage';

const handlers = (options: WorkflowsHandlerOptions = {}) => ({ handlers: workflowsHandlers(options) });
const NEWEST_FIRST = ['Login device guard', 'Payout beneficiary verification', 'Retail onboarding KYC', 'Personal loan risk tiering', 'Mobile number change'];

const meta = {
  title: 'Pages/Workflows/WorkflowsPage',
  component: WorkflowsPage,
  decorators: [withListSession],
  args: { saveFile: fn() },
  render: (args, { parameters }) => {
    const routes = <ListRoutes initialPath={String(parameters.listPath ?? '/workflows/my-workflows')} saveFile={args.saveFile ?? fn()} />;
    return (
      <ListViewport>
        {parameters.scrollBox ? (
          <ScrollBox role="region" aria-label="Workflows scroll area" tabIndex={0}>
            {routes}
          </ScrollBox>
        ) : (
          routes
        )}
      </ListViewport>
    );
  },
  parameters: {
    layout: 'fullscreen',
    router: 'own',
    msw: handlers(),
    // react-aria announces selections by reference; the reference outlives the story's elements.
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
} satisfies Meta<typeof WorkflowsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const jsonFile = (content: unknown, name = 'workflow.json') => new File([typeof content === 'string' ? content : JSON.stringify(content)], name, { type: 'application/json' });
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
  if (!input) throw new Error('No file input in the dialog');
  return input;
};
async function openImport(canvas: ReturnType<typeof within>) {
  await findCards(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Import Workflow' }));
  await settled();
  return dialog;
}

/** My Workflows: newest edit first, name, id with copy, 'Edited … ago', the area's buttons, search and the Created Date filter. */
export const MyWorkflows: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const cards = await findCards(canvas);
    await expect(cards.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(NEWEST_FIRST);
    const login = within(cardOf(cards, 'Login device guard'));
    await expect(login.getByText(FIXTURE_WORKFLOW_IDS.login)).toBeVisible();
    await expect(login.getByText('Edited 5 days ago')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'My Workflows' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Templates' })).toBeVisible();
    for (const name of ['Import', 'QuickLinks', 'Lists', 'New Workflow']) await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search workflows' })).toBeVisible();
    await expect(canvas.getByText('Created Date')).toBeVisible();

    await userEvent.click(login.getByRole('button', { name: 'Copy ID of Login device guard' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(FIXTURE_WORKFLOW_IDS.login);
    await expectToast('Copied to clipboard');
  },
};

/** A click on a card opens its edit route. */
export const CardOpensEditor: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const cards = await findCards(canvas);
    await userEvent.click(cards.getByRole('link', { name: 'Retail onboarding KYC' }));
    await expect(await canvas.findByText(`Editor of ${FIXTURE_WORKFLOW_IDS.onboarding}`)).toBeVisible();
  },
};

/** Searching narrows the list; a search that finds nothing shows 'No Result Found!'. */
export const FilteredEmpty: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const cards = await findCards(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Search workflows' });
    await userEvent.type(search, 'payout{Enter}');
    await waitFor(() => expect(cards.getAllByRole('listitem')).toHaveLength(1));
    await expect(cards.getByRole('link', { name: 'Payout beneficiary verification' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'no such workflow{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'No Result Found!' })).toBeVisible();
  },
};

/** The Created Date filter: a typed range narrows the list and shows as a chip; removing the chip clears it. */
export const CreatedDateFilter: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const cards = await findCards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /Created Date/ }));
    const start = await screen.findByRole('textbox', { name: 'Start date' });
    await userEvent.type(start, '01/05/2025');
    await userEvent.type(screen.getByRole('textbox', { name: 'End date' }), '20/05/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(cards.getAllByRole('listitem')).toHaveLength(1));
    await expect(cards.getByRole('link', { name: 'Personal loan risk tiering' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Created Date 01/05/2025 – 20/05/2025' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear created date' }));
    await expect(canvas.getByRole('button', { name: 'Created Date Any date' })).toBeVisible();
    await waitFor(() => expect(cards.getAllByRole('listitem')).toHaveLength(5));
    await settled();
  },
};

/** No workflows yet: the hint and a Create Workflow button. */
export const Empty: Story = {
  parameters: { msw: handlers({ empty: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Hey, you have not created any workflow.!' })).toBeVisible();
    await expect(canvas.getByText('Use + Create Workflow to build your first decision flow.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Workflow' })).toBeVisible();
  },
};

/** Create Workflow on the empty list opens the editor. */
export const EmptyCreateOpensEditor: Story = {
  parameters: { msw: handlers({ empty: true }) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Workflow' }));
    await expect(await canvas.findByText(/New workflow editor/)).toBeVisible();
  },
};

/** The first page is on its way. */
export const Loading: Story = {
  parameters: { msw: handlers({ delays: { listWorkflows: 'infinite' } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading workflows' })).toBeInTheDocument();
  },
};

/** The list failed to load: the technical-issue state, and Retry asks again. */
export const LoadError: Story = {
  parameters: { msw: handlers({ failures: { listWorkflows: 500 } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    await expect(canvas.getByText('It seems there is a technical issue that is preventing data from loading.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  },
};

/**
 * 55 workflows in a scrolling box: 48 a page; scrolling within 100 px of the box's bottom loads the
 * second page, then no more (ceil(55 / 48) = 2).
 */
export const ManyPages: Story = {
  parameters: { msw: handlers({ extraWorkflows: 50 }), scrollBox: true },
  play: async ({ canvas }) => {
    const cards = await findCards(canvas);
    const box = canvas.getByRole('region', { name: 'Workflows scroll area' });
    await expect(cards.getAllByRole('listitem')).toHaveLength(48);
    await expect(cards.queryByRole('link', { name: 'Generated workflow 044' })).toBeNull();
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(cards.getAllByRole('listitem')).toHaveLength(55), { timeout: 10_000 });
    await expect(cards.getByRole('link', { name: 'Generated workflow 050' })).toBeInTheDocument();
    box.scrollTop = box.scrollHeight;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.queryByRole('progressbar', { name: 'Loading more' })).toBeNull();
    await expect(cards.getAllByRole('listitem')).toHaveLength(55);
    box.scrollTop = 0;
    await settled();
  },
};

/** Templates: read-only cards without a menu, no search and no date filter; demo templates are not listed. */
export const Templates: Story = {
  parameters: { listPath: '/workflows/templates', msw: handlers() },
  play: async ({ canvas }) => {
    const cards = await findCards(canvas, 'Templates');
    await expect(cards.getAllByRole('listitem')).toHaveLength(5);
    await expect(cards.queryByText('Demo: instant PAN decision')).toBeNull();
    await expect(cards.queryByRole('button', { name: /Actions for/ })).toBeNull();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByText('Created Date')).toBeNull();
    await expect(cards.getByRole('link', { name: 'PAN KYC' })).toHaveAttribute('href', '/workflows/templates/tpl_pan_kyc/edit');
  },
};

/** Switching tabs changes the route. */
export const SwitchTabs: Story = {
  parameters: { listPath: '/workflows', msw: handlers() },
  play: async ({ canvas }) => {
    await findCards(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Templates' }));
    await findCards(canvas, 'Templates');
    await expect(canvas.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Sales reads: QuickLinks is the only button (it needs read on workflows; the others need create). */
export const ReadOnlyRole: Story = {
  parameters: { scenario: scenarios.salesTestPostpaid, msw: handlers({ role: 'sales' }) },
  play: async ({ canvas }) => {
    await findCards(canvas);
    for (const name of ['Import', 'Lists', 'New Workflow']) await expect(canvas.queryByRole('button', { name })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'QuickLinks' })).toBeVisible();
  },
};

/** Sales' card menu. */
export const ReadOnlyMenu: Story = {
  parameters: { scenario: scenarios.salesTestPostpaid, msw: handlers({ role: 'sales' }) },
  play: async ({ canvas }) => {
    const cards = await findCards(canvas);
    await userEvent.click(within(cardOf(cards, 'Login device guard')).getByRole('button', { name: 'Actions for Login device guard' }));
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Export']);
    await userEvent.keyboard('{Escape}');
    await settled();
  },
};

/** Delete: confirmation, then 'Workflow deleted successfully' after the 2 s delay and the card is gone. */
export const DeleteWorkflow: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const cards = await findCards(canvas);
    await chooseAction(cards, 'Login device guard', 'Delete');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Workflow' }));
    await settled();
    await expect(dialog.getByText(/Are you sure you want to delete 'Login device guard'\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(screen.queryByRole('alertdialog', { name: 'Workflow deleted successfully', hidden: true })).toBeNull();
    await expectToast('Workflow deleted successfully');
    await waitFor(() => expect(cards.queryByRole('link', { name: 'Login device guard' })).toBeNull());
    await expect(cards.getAllByRole('listitem')).toHaveLength(4);
    await settled();
  },
};

/** Duplicate: '{name}_copy' by default, required, the 422 clash under the field; then the copy opens on its duplicate route. */
export const DuplicateWithClash: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const cards = await findCards(canvas);
    await chooseAction(cards, 'Login device guard', 'Duplicate');
    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate Workflow' }));
    await settled();
    const name = dialog.getByRole('textbox', { name: /Workflow Name/ });
    await expect(name).toHaveValue('Login device guard_copy');
    await userEvent.clear(name);
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Duplicate' })).toBeDisabled();
    await userEvent.type(name, 'retail onboarding kyc');
    await userEvent.click(dialog.getByRole('button', { name: 'Duplicate' }));
    await expect(await dialog.findByText(WORKFLOW_NAME_TAKEN)).toBeVisible();
    await userEvent.type(name, ' (device)');
    await expect(dialog.queryByText(WORKFLOW_NAME_TAKEN)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Duplicate' }));
    await expect(await canvas.findByText(/^Editor of the copy wf_fx/)).toBeVisible();
  },
};

/** Export: the workflowObject downloads as '{name}.json'. */
export const ExportWorkflow: Story = {
  parameters: { msw: handlers() },
  play: async ({ args, canvas }) => {
    const cards = await findCards(canvas);
    await chooseAction(cards, 'Payout beneficiary verification', 'Export');
    await expectToast('Workflow exported successfully');
    const saveFile = args.saveFile as ReturnType<typeof fn>;
    await expect(saveFile).toHaveBeenCalledTimes(1);
    const [fileName, text] = saveFile.mock.calls[0] as [string, string];
    await expect(fileName).toBe('Payout beneficiary verification.json');
    await expect(JSON.parse(text)).toEqual({ name: 'Payout beneficiary verification', useCase: 'payouts', workflowObject: payoutFlow() });
    await settled();
  },
};

/** Import refuses a file that is not JSON, and creates nothing. */
export const ImportNotJson: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const dialog = await openImport(canvas);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['flow'], 'workflow.txt', { type: 'text/plain' }));
    const alert = within(await dialog.findByRole('alert'));
    await expect(alert.getByText('Invalid workflow file')).toBeVisible();
    await expect(alert.getByText('Only JSON files (application/json) can be imported')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expectToast('Invalid workflow file');
  },
};

/** Import refuses JSON without a workflowObject: 'Invalid workflow file' / 'The workflow file is invalid'. */
export const ImportWithoutWorkflowObject: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const dialog = await openImport(canvas);
    await userEvent.upload(fileInput(), jsonFile({ columns: payoutFlow().columns }));
    const alert = within(await dialog.findByRole('alert'));
    await expect(alert.getByText('Invalid workflow file')).toBeVisible();
    await expect(alert.getByText('The workflow file is invalid')).toBeVisible();
    await expect(alert.getByText('The file holds no workflowObject')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expectToast('Invalid workflow file');
  },
};

/** Import refuses a flow that breaks the flow rules (a step depending on a later one), naming the problem. */
export const ImportBadFlow: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const dialog = await openImport(canvas);
    const flow = payoutFlow();
    const last = flow.columns[flow.columns.length - 1];
    const first = flow.columns[1]?.nodes[0];
    if (first && last?.nodes[0]) first.dependencies = [last.nodes[0].id];
    await userEvent.upload(fileInput(), jsonFile({ workflowObject: flow }));
    const alert = within(await dialog.findByRole('alert'));
    await expect(alert.getByText('The workflow file is invalid')).toBeVisible();
    await expect(alert.getByText(/which is not a node of an earlier column/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expectToast('Invalid workflow file');
  },
};

/** Import of a valid file: named 'Workflow' by default; saved, then listed after the refresh. */
export const ImportValidFile: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const dialog = await openImport(canvas);
    await userEvent.upload(fileInput(), jsonFile({ name: 'Payout beneficiary verification', useCase: 'payouts', workflowObject: payoutFlow() }, 'Payout beneficiary verification.json'));
    await expect(await dialog.findByText('Payout beneficiary verification.json')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Workflow Name/ })).toHaveValue('Workflow');
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expectToast('Workflow saved successfully');
    const cards = await findCards(canvas);
    await waitFor(() => expect(cards.getByRole('link', { name: 'Workflow' })).toBeVisible());
    await expect(cards.getAllByRole('listitem')).toHaveLength(6);
  },
};

/** Import under a taken name: the clash message under the name, nothing created. */
export const ImportNameTaken: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const dialog = await openImport(canvas);
    await userEvent.upload(fileInput(), jsonFile({ workflowObject: payoutFlow() }));
    const name = dialog.getByRole('textbox', { name: /Workflow Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Login device guard');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Import' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(await dialog.findByText(WORKFLOW_NAME_TAKEN)).toBeVisible();
  },
};
