import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { catalogueHandlers, FIXTURE_WORKFLOW_IDS, listsHandlers, loanRiskFlow, workflowsHandlers } from '~/fixtures';
import { findDialog } from '../components/__tests__/storySupport';
import { chooseService, dismissToasts, EditorRoutes, findToast, loaded, withOwnerSession } from './__tests__/editorStorySupport';
import { WorkflowEditorPage } from './WorkflowEditorPage';
import { isUnavailable } from '~/fixtures/testing/controls';

/**
 * The editor page's step operations on tags and their branches, by mouse and by keyboard, the
 * deletion toasts of section 4.3, the async execution switch and the Alerts list with the checks
 * before publishing. (Adding services and the publish flow are in WorkflowEditorPage.stories.)
 */
const LOGIN_EDIT = `/workflows/${FIXTURE_WORKFLOW_IDS.login}/edit`;
const LOAN_EDIT = `/workflows/${FIXTURE_WORKFLOW_IDS.loan}/edit`;

const meta = {
  title: 'Pages/Workflows/Editor/Steps',
  component: WorkflowEditorPage,
  decorators: [withOwnerSession],
  args: { mode: 'edit' },
  render: (_args, { parameters }) => <EditorRoutes initialPath={String(parameters.editorPath ?? LOGIN_EDIT)} />,
  parameters: {
    layout: 'fullscreen',
    router: 'own',
    msw: { handlers: [...workflowsHandlers(), ...catalogueHandlers(), ...listsHandlers()] },
    // react-aria announces selections by reference; the reference outlives the story's elements.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof WorkflowEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Focuses a step's card: its hover actions then show, and Tab reaches them. */
function focusCard(region: Canvas, name: string) {
  region.getByRole('button', { name }).focus();
}

export const TagWithBranchesByMouse: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await userEvent.click(region.getByRole('button', { name: 'Add a step after column 1' }));
    await userEvent.click(within(await findDialog('Add Action')).getByRole('button', { name: 'Tag' }));
    const modal = within(await findDialog('New Tag'));
    await userEvent.type(modal.getByRole('textbox', { name: 'Tag Name' }), 'Risky device');
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await expect(await region.findByRole('button', { name: 'Risky device' })).toBeVisible();

    await userEvent.click(await region.findByRole('button', { name: 'Add a step to Branch A of Risky device' }));
    await chooseService('Email Risk');
    await expect(await region.findByRole('button', { name: 'Email Risk' })).toBeVisible();
    await userEvent.click(await region.findByRole('button', { name: 'Add a step to Branch B of Risky device' }));
    await chooseService('Face Match');
    await expect(await region.findByRole('button', { name: 'Face Match' })).toBeVisible();
    // Both branches have a step: their own buttons add to them now.
    // React Flow keeps a re-created node hidden until it is measured, so wait for it.
    await expect(await region.findByRole('button', { name: 'Add a step to Branch B of Risky device' })).toBeInTheDocument();
    await waitFor(() => expect(region.getAllByRole('button', { name: /^Add a step to Branch [AB] of Risky device$/ })).toHaveLength(2));

    await userEvent.hover(region.getByRole('button', { name: 'Risky device' }));
    await userEvent.click(await region.findByRole('button', { name: 'Delete Risky device' }));
    await userEvent.click(within(await findDialog('Delete tag', 'alertdialog')).getByRole('button', { name: 'Delete tag' }));
    await findToast('Condition Node successfully deleted');
    await waitFor(() => expect(region.queryByRole('button', { name: 'Risky device' })).not.toBeInTheDocument());
    await expect(region.queryByRole('button', { name: 'Email Risk' })).not.toBeInTheDocument();
    await expect(region.queryByRole('button', { name: 'Face Match' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(await region.findByRole('button', { name: 'Risky device' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Email Risk' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Face Match' })).toBeVisible();
    await dismissToasts();
  },
};

/** A new tag: its Branch A and Branch B buttons wait beside its card (the visual state). */
export const NewTagAwaitingBranches: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await userEvent.click(region.getByRole('button', { name: 'Add a step after column 1' }));
    await userEvent.click(within(await findDialog('Add Action')).getByRole('button', { name: 'Tag' }));
    const modal = within(await findDialog('New Tag'));
    await userEvent.type(modal.getByRole('textbox', { name: 'Tag Name' }), 'Risky device');
    await userEvent.click(modal.getByRole('button', { name: 'Create' }));
    await expect(await region.findByRole('button', { name: 'Risky device' })).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Fit View' }));
    await expect(region.getByRole('button', { name: 'Add a step to Branch A of Risky device' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Add a step to Branch B of Risky device' })).toBeVisible();
    await waitFor(() => expect(document.getAnimations().filter((a) => a.playState === 'running')).toHaveLength(0));
  },
};

export const EditTagByKeyboard: Story = {
  parameters: { editorPath: LOAN_EDIT },
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    focusCard(region, 'High Risk');
    // A tag offers Replace and Delete (no Configure).
    await userEvent.tab();
    await expect(region.getByRole('button', { name: 'Replace High Risk' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const confirm = within(await findDialog('Change tag', 'alertdialog'));
    confirm.getByRole('button', { name: 'Update' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await findDialog('Add Action'));
    menu.getByRole('button', { name: 'Tag' }).focus();
    await userEvent.keyboard('{Enter}');
    const modal = within(await findDialog('Edit Tag'));
    const field = modal.getByRole('textbox', { name: 'Tag Name' });
    await expect(field).toHaveValue('High Risk');
    await userEvent.clear(field);
    await userEvent.type(field, 'Very High Risk');
    modal.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await region.findByRole('button', { name: 'Very High Risk' })).toBeVisible();
    // Edited in place: its branch steps stay under it.
    await expect(region.getByRole('button', { name: 'IP Intelligence' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Mobile to Name' })).toBeVisible();
    // Editing a tag resets its conditions (section 4.3): it is alerted until they are set again.
    await userEvent.click(canvas.getByRole('button', { name: /^Alerts/ }));
    const alerts = within(await findDialog('Alerts'));
    await expect(alerts.getByRole('button', { name: 'Take action on Very High Risk' })).toBeVisible();
    await expect(alerts.getByText('Configuration is pending')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const DeleteBranchStepByKeyboard: Story = {
  parameters: { editorPath: LOAN_EDIT },
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    focusCard(region, 'IP Intelligence');
    await userEvent.keyboard('{Delete}');
    const confirm = within(await findDialog('Delete service', 'alertdialog'));
    confirm.getByRole('button', { name: 'Delete service' }).focus();
    await userEvent.keyboard('{Enter}');
    await findToast('Branch Node successfully deleted');
    await waitFor(() => expect(region.queryByRole('button', { name: 'IP Intelligence' })).not.toBeInTheDocument());
    // Branch A lost its only step: its button is back beside the tag.
    await expect(region.getByRole('button', { name: 'Add a step to Branch A of High Risk' })).toBeInTheDocument();
    // The shortcuts wait while an overlay (the toast included) is open.
    await dismissToasts();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(await region.findByRole('button', { name: 'IP Intelligence' })).toBeVisible();
  },
};

export const AddUnderBranchByKeyboard: Story = {
  parameters: { editorPath: LOAN_EDIT },
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    region.getByRole('button', { name: 'Add a step to Branch B of High Risk' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await findDialog('Add Action'));
    within(await menu.findByRole('list', { name: 'Services' })).getByRole('button', { name: 'Face Match' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await region.findByRole('button', { name: 'Face Match' })).toBeVisible();
    // Branch B now has two steps, in its own column under the tag.
    // React Flow keeps a re-created node hidden until it is measured, so wait for it.
    await expect(await region.findByRole('button', { name: 'Add a step to Branch B of High Risk' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled();
  },
};

export const ReplaceServiceByMouse: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await userEvent.hover(region.getByRole('button', { name: 'Device Intelligence' }));
    await userEvent.click(await region.findByRole('button', { name: 'Replace Device Intelligence' }));
    await userEvent.click(within(await findDialog('Change service', 'alertdialog')).getByRole('button', { name: 'Update' }));
    await chooseService('Email Risk');
    await expect(await region.findByRole('button', { name: 'Email Risk' })).toBeVisible();
    await waitFor(() => expect(region.queryByRole('button', { name: 'Device Intelligence' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled();
  },
};

export const ReplaceServiceByKeyboard: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    focusCard(region, 'IP Intelligence');
    await userEvent.tab();
    await userEvent.tab();
    await expect(region.getByRole('button', { name: 'Replace IP Intelligence' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    within(await findDialog('Change service', 'alertdialog')).getByRole('button', { name: 'Update' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await findDialog('Add Action'));
    within(await menu.findByRole('list', { name: 'Services' })).getByRole('button', { name: 'Face Match' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await region.findByRole('button', { name: 'Face Match' })).toBeVisible();
    await waitFor(() => expect(region.queryByRole('button', { name: 'IP Intelligence' })).not.toBeInTheDocument());
  },
};

export const ConfigureByKeyboard: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    region.getByRole('button', { name: 'Add a step to column 1' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await findDialog('Add Action'));
    within(await menu.findByRole('list', { name: 'Services' })).getByRole('button', { name: 'Face Match' }).focus();
    await userEvent.keyboard('{Enter}');
    focusCard(region, await region.findByRole('button', { name: 'Face Match' }).then(() => 'Face Match'));
    await userEvent.tab();
    await expect(region.getByRole('button', { name: 'Configure Face Match' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = within(await screen.findByRole('dialog', { name: 'Face Match' }));
    await expect(panel.getByRole('group', { name: 'Image 1' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Face Match' })).not.toBeInTheDocument());
  },
};

export const AsyncExecutionToggle: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const toggle = canvas.getByRole('switch', { name: 'Asynchronous execution' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    // Toggling async execution is an unsaved change (section 4.1); toggling back undoes it.
    await expect(isUnavailable(canvas.getByRole('button', { name: 'Update' }))).toBe(false);
    await userEvent.click(toggle);
    await expect(isUnavailable(canvas.getByRole('button', { name: 'Update' }))).toBe(true);
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await findToast('Workflow has been Updated Successfully');
    await waitFor(() => expect(isUnavailable(canvas.getByRole('button', { name: 'Update' }))).toBe(true));
    await expect(toggle).toBeChecked();
    await dismissToasts();
  },
};

/** The loan flow with Reject needing the steps of both branches of its tag at once. */
function loanRejectingOnBothBranches() {
  const flow = loanRiskFlow();
  const ends = flow.columns[flow.columns.length - 1]?.nodes ?? [];
  const reject = ends.find((node) => node.kind === 'end_rejected');
  const accept = ends.find((node) => node.kind === 'end_accepted');
  type Expression = NonNullable<typeof reject>['conditions'] & object;
  const isProxy = reject?.conditions?.[0]?.and?.[1];
  if (!reject || !accept?.conditions?.[0] || !isProxy) throw new Error('the loan fixture changed');
  reject.conditions = [{ and: [isProxy, accept.conditions[0]] }] as Expression;
  return flow;
}

export const AlertsWithChecksBeforePublish: Story = {
  parameters: {
    editorPath: LOAN_EDIT,
    msw: { handlers: [...workflowsHandlers({ flows: { [FIXTURE_WORKFLOW_IDS.loan]: loanRejectingOnBothBranches() } }), ...catalogueHandlers(), ...listsHandlers()] },
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    // The loan flow's configuration is complete; the checks before publishing still find Reject
    // needing a step of each branch of the tag, which never both run.
    const button = canvas.getByRole('button', { name: /^Alerts/ });
    await waitFor(() => expect(button).toHaveTextContent('1'));
    await userEvent.click(button);
    const alerts = within(await findDialog('Alerts'));
    await expect(alerts.getByText('"Reject" is never reached: it needs steps that never all run.')).toBeVisible();
    await expect(alerts.queryByText('Configuration is pending')).not.toBeInTheDocument();
    // Warnings do not hold back Update: it waits only for a change.
    await userEvent.click(alerts.getByRole('button', { name: 'Take action on Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alerts' })).not.toBeInTheDocument());
    // Take action opens Reject's conditions and brings the step into view above that panel.
    const panel = await canvas.findByRole('region', { name: 'Condition' });
    await expect(within(panel).getByText('End flow with Reject')).toBeVisible();
    const reject = within(canvas.getByRole('region', { name: 'Workflow canvas' })).getByRole('button', { name: 'Reject' });
    await waitFor(() => expect(reject.getBoundingClientRect().bottom).toBeLessThan(panel.getBoundingClientRect().top));
    await userEvent.click(canvas.getByRole('switch', { name: 'Asynchronous execution' }));
    await expect(isUnavailable(canvas.getByRole('button', { name: 'Update' }))).toBe(false);
  },
};
