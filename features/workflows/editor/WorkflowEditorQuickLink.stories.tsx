import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { catalogueHandlers, FIXTURE_WORKFLOW_IDS, listsHandlers, workflowsHandlers } from '~/fixtures';
import { findDialog } from '../components/__tests__/storySupport';
import { EditorRoutes, loaded, withOwnerSession } from './__tests__/editorStorySupport';
import { WorkflowEditorPage } from './WorkflowEditorPage';

const ONBOARDING_EDIT = `/workflows/${FIXTURE_WORKFLOW_IDS.onboarding}/edit`;

/** The editor's Quicklink button (issue 16) opens the QuickLink panel, loaded with it, over the canvas. */
const meta = {
  title: 'Pages/Workflows/Editor/Quicklink',
  component: WorkflowEditorPage,
  decorators: [withOwnerSession],
  args: { mode: 'edit' },
  render: () => <EditorRoutes initialPath={ONBOARDING_EDIT} />,
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

export const OpensThePanel: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Quicklink' }));
    // The panel's code loads on the first press.
    await screen.findByRole('dialog', { name: 'Quicklink' }, { timeout: 10000 });
    const panel = within(await findDialog('Quicklink'));
    await expect(panel.getByText(/runs Retail onboarding KYC/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Generate Link' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quicklink' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Quicklink' })).toBeEnabled();
  },
};
