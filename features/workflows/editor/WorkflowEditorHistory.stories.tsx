import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { catalogueHandlers, FIXTURE_WORKFLOW_IDS, listsHandlers, workflowsHandlers } from '~/fixtures';
import { expectDialogClosed, findDialog } from '../components/__tests__/storySupport';
import { EditorRoutes, loaded, withOwnerSession } from './__tests__/editorStorySupport';
import { WorkflowEditorPage } from './WorkflowEditorPage';
import { isUnavailable } from '~/fixtures/testing/controls';

const ONBOARDING_EDIT = `/workflows/${FIXTURE_WORKFLOW_IDS.onboarding}/edit`;

/** The editor's History entry (issue 9): the drawer opened from the header, and a restore that reloads the editor. */
const meta = {
  title: 'Pages/Workflows/Editor/History',
  component: WorkflowEditorPage,
  decorators: [withOwnerSession],
  args: { mode: 'edit' },
  render: (_args, { parameters }) => <EditorRoutes initialPath={String(parameters.editorPath ?? ONBOARDING_EDIT)} />,
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

/** The drawer's exit animation can take a while on a busy machine. */
async function historyClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument());
}

async function restoreVersionOne(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'History' }));
  const drawer = within(await findDialog('History'));
  await userEvent.click(await drawer.findByRole('button', { name: 'Restore version 1' }));
  return within(await findDialog('Restore version 1?', 'alertdialog'));
}

/** Restoring version 1 stores it as version 4 and the editor shows its flow: Name Match is gone. */
export const RestoreLoadsTheFlow: Story = {
  // Handlers of their own: the restore adds a version.
  parameters: { msw: { handlers: [...workflowsHandlers(), ...catalogueHandlers(), ...listsHandlers()] } },
  play: async ({ canvas }) => {
    const region = await loaded(canvas);
    // By the step's name as a button: zoomed out, a step is an overview drawn from its label.
    await expect(region.getByRole('button', { name: 'Name Match' })).toBeInTheDocument();
    const confirm = await restoreVersionOne(canvas);
    await expect(confirm.queryByText(/unsaved changes/)).not.toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Restore' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Version 1 restored', hidden: true })).toBeInTheDocument();
    await historyClosed();
    const reloaded = await loaded(canvas);
    await waitFor(() => expect(reloaded.queryByRole('button', { name: 'Name Match' })).not.toBeInTheDocument());
    await expect(reloaded.getByRole('button', { name: 'Bank Account Verification' })).toBeInTheDocument();
    await expect(isUnavailable(canvas.getByRole('button', { name: 'Update' }))).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'History' }));
    const drawer = within(await findDialog('History'));
    await waitFor(() => expect(within(drawer.getByRole('list', { name: 'Versions' })).getAllByRole('listitem')).toHaveLength(4));
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await historyClosed();
    toast.clear();
  },
};

/** With unsaved edits, the confirmation warns that the restore replaces them. */
export const RestoreAsksOverUnsavedEdits: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename workflow' }));
    await userEvent.keyboard(' v2{Enter}');
    await waitFor(() => expect(isUnavailable(canvas.getByRole('button', { name: 'Update' }))).toBe(false));
    const confirm = await restoreVersionOne(canvas);
    await expect(confirm.getByText(/Your unsaved changes in the editor will be lost\.$/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await expectDialogClosed('Restore version 1?', 'alertdialog');
    await userEvent.click(within(await findDialog('History')).getByRole('button', { name: 'Close' }));
    await historyClosed();
    await expect(isUnavailable(canvas.getByRole('button', { name: 'Update' }))).toBe(false);
  },
};

/** Templates have no History. */
export const NoHistoryForTemplates: Story = {
  args: { mode: 'template' },
  parameters: { editorPath: '/workflows/templates/tpl_pan_kyc/edit' },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
  },
};
