import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { catalogueHandlers, FIXTURE_WORKFLOW_IDS, listsHandlers, workflowsHandlers } from '~/fixtures';
import { START_TEXT } from './panels/ConditionBuilder';
import { chooseOption, EditorRoutes, loaded, withOwnerSession } from './__tests__/editorStorySupport';
import { CONDITIONS_SAVED } from './NodePanels';
import { WorkflowEditorPage } from './WorkflowEditorPage';
import { isUnavailable } from '~/fixtures/testing/controls';

const meta = {
  title: 'Pages/Workflows/Editor/Conditions',
  component: WorkflowEditorPage,
  decorators: [withOwnerSession],
  args: { mode: 'edit' },
  render: () => <EditorRoutes initialPath={`/workflows/${FIXTURE_WORKFLOW_IDS.login}/edit`} />,
  parameters: {
    layout: 'fullscreen',
    router: 'own',
    msw: { handlers: [...workflowsHandlers(), ...catalogueHandlers(), ...listsHandlers()] },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof WorkflowEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const findPanel = async () => within(await screen.findByRole('region', { name: 'Condition' }));

/** The panel shows a spinner until the operators and lists have loaded; on a loaded machine that can take a while. */
const DATA_TIMEOUT = { timeout: 15_000 };

export const NodeClickOpensConditionAndSaves: Story = {
  play: async () => {
    const canvas = await loaded();
    await userEvent.click(canvas.getByRole('button', { name: 'IP Intelligence' }));
    const panel = await findPanel();
    await expect(await panel.findByText('Run IP Intelligence', {}, DATA_TIMEOUT)).toBeVisible();
    await expect(panel.getByText(START_TEXT)).toBeVisible();
    await expect(isUnavailable(screen.getByRole('button', { name: 'Update' }))).toBe(true);

    await userEvent.click(panel.getByRole('button', { name: 'AND group' }));
    const row = within(panel.getByRole('group', { name: 'Condition 1' }));
    await chooseOption(row.getByRole('button', { name: /Kind$/ }), 'Input');
    await chooseOption(row.getByRole('button', { name: /Attribute$/ }), 'IP Address');
    await userEvent.type(row.getByRole('textbox', { name: 'Value' }), '203.0.113.10{Enter}');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alertdialog', { name: CONDITIONS_SAVED, hidden: true })).toBeInTheDocument();
    await expect(isUnavailable(screen.getByRole('button', { name: 'Update' }))).toBe(false);

    // The panel starts again from the saved flow: the condition is there and there is nothing to save.
    await waitFor(async () => expect((await findPanel()).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    await expect((await findPanel()).getByRole('group', { name: 'Condition 1' })).toBeVisible();

    // The save is one step of the editor's history.
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect((await findPanel()).getByText(START_TEXT)).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(async () => expect((await findPanel()).getByRole('group', { name: 'Condition 1' })).toBeVisible());

    await userEvent.click((await findPanel()).getByRole('button', { name: 'Close condition panel' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Condition' })).not.toBeInTheDocument());
    toast.clear();
  },
};

export const EndNodeOpensEndWorkflow: Story = {
  play: async () => {
    const canvas = await loaded();
    await userEvent.click(canvas.getByRole('button', { name: 'Manual Review' }));
    const panel = await findPanel();
    await expect(await panel.findByText('End flow with Manual Review', {}, DATA_TIMEOUT)).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'End Workflow' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Add Accept conditions' })).toBeDisabled();
  },
};

export const StartOpensNoConditionPanel: Story = {
  play: async () => {
    const canvas = await loaded();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    // The panel fades in: wait until it is shown, not only mounted.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Input step' })).toBeVisible());
    await expect(screen.queryByRole('region', { name: 'Condition' })).not.toBeInTheDocument();
  },
};
