import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { catalogueHandlers, FIXTURE_WORKFLOW_IDS, scenarios, tryoutHandlers, workflowsHandlers } from '~/fixtures';
import { findDialog } from '../components/__tests__/storySupport';
import { WORKFLOW_NAME_TAKEN } from '../components/NameFormModal';
import { chooseOption, chooseService, dismissToasts, EditorRoutes, findToast, loaded, withOwnerSession } from './__tests__/editorStorySupport';
import { WorkflowEditorPage } from './WorkflowEditorPage';
import { isUnavailable } from '~/fixtures/testing/controls';

const LOGIN_EDIT = `/workflows/${FIXTURE_WORKFLOW_IDS.login}/edit`;

const meta = {
  title: 'Pages/Workflows/Editor',
  component: WorkflowEditorPage,
  decorators: [withOwnerSession],
  args: { mode: 'edit' },
  render: (_args, { parameters }) => <EditorRoutes initialPath={String(parameters.editorPath ?? LOGIN_EDIT)} />,
  parameters: {
    layout: 'fullscreen',
    router: 'own',
    msw: { handlers: [...workflowsHandlers(), ...catalogueHandlers()] },
    // react-aria announces selections by reference; the reference outlives the story's elements.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof WorkflowEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateWithOnboarding: Story = {
  args: { mode: 'create' },
  parameters: { editorPath: '/workflows/create' },
  play: async () => {
    const dialog = within(await findDialog('Create your Workflow'));
    const group = await dialog.findByRole('radiogroup', { name: 'Which digital lifecycle stage do you want to secure?' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Onboarding' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Workflow' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create your Workflow' })).not.toBeInTheDocument());
    const region = await loaded(within(document.body));
    await expect(region.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(screen.getByRole('heading', { level: 1, name: 'Untitled 2025-06-02 12:00:00' })).toBeVisible();
    await expect(isUnavailable(screen.getByRole('button', { name: 'Publish' }))).toBe(true);
  },
};

/** Onboarding, then Email Risk added after Start with its required input mapped, so Publish is offered. */
async function createWithEmailRisk() {
  const onboarding = within(await findDialog('Create your Workflow'));
  const group = await onboarding.findByRole('radiogroup', { name: 'Which digital lifecycle stage do you want to secure?' });
  await userEvent.click(within(group).getByRole('radio', { name: 'Onboarding' }));
  await userEvent.click(onboarding.getByRole('button', { name: 'Create Workflow' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create your Workflow' })).not.toBeInTheDocument());
  const region = await loaded(within(document.body));
  await userEvent.click(region.getAllByRole('button', { name: /^Add a step/ })[0] as HTMLElement);
  await chooseService('Email Risk');
  await userEvent.hover(await region.findByRole('button', { name: 'Email Risk' }));
  await userEvent.click(await region.findByRole('button', { name: 'Configure Email Risk' }));
  const panel = await findDialog('Email Risk');
  const email = within(within(panel).getByRole('group', { name: 'Email Address' }));
  await chooseOption(email.getByRole('button', { name: /Source/ }), 'Input Variables');
  await chooseOption(email.getByRole('button', { name: /Mapped from/ }), 'Email Address');
  await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email Risk' })).not.toBeInTheDocument());
  // Saving the inputs says so (issue 15).
  await findToast('Inputs saved for Email Risk');
  await dismissToasts();
}

export const PublishWithNameClash: Story = {
  args: { mode: 'create' },
  parameters: { editorPath: '/workflows/create' },
  play: async () => {
    await createWithEmailRisk();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const modal = within(await findDialog('Publish Your Workflow'));
    await userEvent.type(modal.getByRole('textbox', { name: 'Workflow Name' }), 'Retail onboarding KYC');
    await userEvent.click(modal.getByRole('button', { name: 'Publish Workflow' }));
    await expect(await modal.findByText(WORKFLOW_NAME_TAKEN)).toBeVisible();
  },
};

export const PublishReplacesRoute: Story = {
  args: { mode: 'create' },
  parameters: { editorPath: '/workflows/create' },
  play: async () => {
    await createWithEmailRisk();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const modal = within(await findDialog('Publish Your Workflow'));
    await userEvent.type(modal.getByRole('textbox', { name: 'Workflow Name' }), 'Email screening');
    await userEvent.click(modal.getByRole('button', { name: 'Publish Workflow' }));
    await findDialog('Good job publishing that Workflow');
    await expect(screen.getByRole('heading', { level: 1, name: 'Email screening' })).toBeInTheDocument();
    await expect(isUnavailable(screen.getByRole('button', { name: 'Update' }))).toBe(true);
  },
};

/** Issue 16 item 6: the publish-success modal's View Integration opens the Integrate panel (its Tryout is walked in e2e 18's frame). */
export const PublishSuccessOpensIntegration: Story = {
  args: { mode: 'create' },
  parameters: { editorPath: '/workflows/create', msw: { handlers: [...tryoutHandlers(), ...catalogueHandlers()] } },
  play: async () => {
    await createWithEmailRisk();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const modal = within(await findDialog('Publish Your Workflow'));
    await userEvent.type(modal.getByRole('textbox', { name: 'Workflow Name' }), 'Email screening');
    await userEvent.click(modal.getByRole('button', { name: 'Publish Workflow' }));
    const success = within(await findDialog('Good job publishing that Workflow'));
    await userEvent.click(success.getByRole('button', { name: 'View Integration' }));
    const integrate = within(await findDialog('Integrate'));
    await expect(integrate.getByRole('heading', { name: 'Integrate' })).toBeVisible();
    await userEvent.click(integrate.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Integrate' })).not.toBeInTheDocument());
  },
};

export const OnboardingModal: Story = {
  args: { mode: 'create' },
  parameters: { editorPath: '/workflows/create' },
  play: async () => {
    const dialog = within(await findDialog('Create your Workflow'));
    await dialog.findByRole('radiogroup', { name: 'Which digital lifecycle stage do you want to secure?' });
  },
};

export const CancelOnboarding: Story = {
  args: { mode: 'create' },
  parameters: { editorPath: '/workflows/create' },
  play: async ({ canvas }) => {
    const dialog = within(await findDialog('Create your Workflow'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('My Workflows')).toBeVisible();
  },
};

export const EditWorkflow: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login device guard' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Device Intelligence' })).toBeVisible();
    await expect(isUnavailable(canvas.getByRole('button', { name: 'Update' }))).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
  },
};

export const AddServiceByMouse: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await userEvent.click(region.getByRole('button', { name: 'Add a step to column 1' }));
    await chooseService('Email Risk');
    await expect(await region.findByRole('button', { name: 'Email Risk' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Alerts/ })).toHaveTextContent('1');
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled();
  },
};

export const AddServiceByKeyboard: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    region.getByRole('button', { name: 'Add a step after column 1' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await findDialog('Add Action'));
    const services = await menu.findByRole('list', { name: 'Services' });
    within(services).getByRole('button', { name: 'Face Match' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await region.findByRole('button', { name: 'Face Match' })).toBeVisible();
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(region.queryByRole('button', { name: 'Face Match' })).not.toBeInTheDocument());
    await userEvent.keyboard('{Shift>}{Control>}z{/Control}{/Shift}');
    await expect(await region.findByRole('button', { name: 'Face Match' })).toBeVisible();
  },
};

export const DeleteAndUndo: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await userEvent.hover(region.getByRole('button', { name: 'IP Intelligence' }));
    await userEvent.click(await region.findByRole('button', { name: 'Delete IP Intelligence' }));
    const confirm = within(await findDialog('Delete service', 'alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete service' }));
    await findToast('Node successfully deleted');
    await waitFor(() => expect(region.queryByRole('button', { name: 'IP Intelligence' })).not.toBeInTheDocument());
    await expect(isUnavailable(canvas.getByRole('button', { name: 'Update' }))).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(await region.findByRole('button', { name: 'IP Intelligence' })).toBeVisible();
    await expect(isUnavailable(canvas.getByRole('button', { name: 'Update' }))).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Redo' })).toBeEnabled();
    await dismissToasts();
  },
};

export const UpdateWithNameClash: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename workflow' }));
    const field = canvas.getByRole('textbox', { name: 'Workflow name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Personal loan risk tiering{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(WORKFLOW_NAME_TAKEN);
  },
};

export const NameClashClearsOnRename: Story = {
  play: async (context) => {
    await UpdateWithNameClash.play?.(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Rename workflow' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Workflow name' }), ' v2{Enter}');
    await waitFor(() => expect(canvas.queryByText(WORKFLOW_NAME_TAKEN)).not.toBeInTheDocument());
  },
};

export const UpdateSucceeds: Story = {
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await userEvent.click(region.getByRole('button', { name: 'Add a step to column 1' }));
    await chooseService('Email Risk');
    await userEvent.hover(await region.findByRole('button', { name: 'Email Risk' }));
    await userEvent.click(await region.findByRole('button', { name: 'Delete Email Risk' }));
    await userEvent.click(within(await findDialog('Delete service', 'alertdialog')).getByRole('button', { name: 'Delete service' }));
    await userEvent.hover(region.getByRole('button', { name: 'IP Intelligence' }));
    await userEvent.click(await region.findByRole('button', { name: 'Delete IP Intelligence' }));
    await userEvent.click(within(await findDialog('Delete service', 'alertdialog')).getByRole('button', { name: 'Delete service' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const updated = await findToast('Workflow has been Updated Successfully');
    await expect(updated.getByRole('button', { name: 'View Details', hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(isUnavailable(canvas.getByRole('button', { name: 'Update' }))).toBe(true));
    await dismissToasts();
  },
};

export const TemplateReadOnly: Story = {
  args: { mode: 'template' },
  parameters: { editorPath: '/workflows/templates/tpl_pan_kyc/edit' },
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    await expect(isUnavailable(canvas.getByRole('button', { name: 'Tryout' }))).toBe(false);
    await expect(canvas.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await expect(region.queryByRole('button', { name: /^Add a step/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...workflowsHandlers({ delays: { getWorkflow: 'infinite' } }), ...catalogueHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Loading workflow' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [...workflowsHandlers({ failures: { getWorkflow: 500 } }), ...catalogueHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong..' })).toBeVisible();
  },
};

/**
 * A sales user (read on workflows only) opens a saved workflow: the editor is read-only, as for a
 * template: 'View only', no Update, no undo, no add or step actions, no panel; and it asks nothing
 * it may not read, such as the lists (issue 15).
 */
export const SalesReadOnly: Story = {
  // Its own handlers: the stories before it update the shared fixture workflow.
  parameters: { scenario: scenarios.salesTestPostpaid, msw: { handlers: [...workflowsHandlers(), ...catalogueHandlers()] } },
  play: async () => {
    const region = await loaded(within(document.body));
    await expect(await region.findByRole('button', { name: 'IP Intelligence' })).toBeVisible();
    await expect(await screen.findByText('View only')).toBeVisible();
    for (const name of ['Update', 'Publish', 'Undo', 'Redo', 'Tryout', 'Alerts', 'Rename workflow']) await expect(screen.queryByRole('button', { name })).toBeNull();
    await expect(region.queryAllByRole('button', { name: /^Add a step/ })).toEqual([]);
    await expect(region.queryAllByRole('button', { name: /^(Configure|Delete|Replace) / })).toEqual([]);
    await expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/blocklists'))).toEqual([]);
  },
};
