import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { catalogueHandlers, FIXTURE_WORKFLOW_IDS, workflowsHandlers } from '~/fixtures';
import { findDialog } from '../components/__tests__/storySupport';
import { canvasSettled, EditorRoutes, withOwnerSession } from './__tests__/editorStorySupport';
import { WorkflowEditorPage } from './WorkflowEditorPage';

const meta = {
  title: 'Pages/Capabilities/In a workflow',
  component: WorkflowEditorPage,
  decorators: [withOwnerSession],
  args: { mode: 'edit' },
  render: () => <EditorRoutes initialPath={`/workflows/${FIXTURE_WORKFLOW_IDS.login}/edit`} />,
  parameters: {
    layout: 'fullscreen',
    router: 'own',
    msw: { handlers: [...workflowsHandlers(), ...catalogueHandlers()] },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof WorkflowEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Add Action menu offers the capabilities of the plan (Growth: active ones listing growth, not the
 * inactive Login Contact Guard); choosing one adds an await for its inputs, then its columns.
 */
export const DropCapability: Story = {
  play: async ({ canvas }) => {
    const element = await canvas.findByRole('region', { name: 'Workflow canvas' });
    await canvasSettled(element);
    const region = within(element);
    await userEvent.click(region.getByRole('button', { name: 'Add a step after column 1' }));
    const menu = within(await findDialog('Add Action'));
    const offered = within(await menu.findByRole('list', { name: 'Capabilities' }));
    await expect(offered.queryByRole('button', { name: 'Login Contact Guard' })).toBeNull();
    await userEvent.click(offered.getByRole('button', { name: 'Payout Beneficiary Check' }));
    const awaitNode = await region.findByRole('button', { name: 'Payout Beneficiary Check inputs' });
    const upi = await region.findByRole('button', { name: 'UPI ID Verification' });
    await expect(region.getByRole('button', { name: 'Name Match' })).toBeVisible();
    await expect(awaitNode.getBoundingClientRect().x).toBeLessThan(upi.getBoundingClientRect().x);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled());
    await canvasSettled(element);
  },
};
