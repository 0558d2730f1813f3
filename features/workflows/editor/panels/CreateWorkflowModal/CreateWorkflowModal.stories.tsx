import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { catalogueHandlers } from '~/fixtures';
import { findDialog, withAcmeSession } from '../../../components/__tests__/storySupport';
import { CreateWorkflowModal } from './CreateWorkflowModal';

const TITLE = 'Create your Workflow';
const QUESTION = 'Which digital lifecycle stage do you want to secure?';

const meta = {
  title: 'Workflows/CreateWorkflowModal',
  component: CreateWorkflowModal,
  decorators: [withAcmeSession],
  args: { isOpen: true, onCreate: fn(), onCancel: fn() },
  parameters: {
    msw: { handlers: catalogueHandlers() },
    // react-aria announces a pending button by reference; the reference outlives the button for a few seconds.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
} satisfies Meta<typeof CreateWorkflowModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseStage: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog(TITLE));
    const group = await dialog.findByRole('radiogroup', { name: QUESTION });
    const create = dialog.getByRole('button', { name: 'Create Workflow' });
    await expect(create).toBeDisabled();
    await expect(within(group).getByRole('radio', { name: 'Lending' })).toBeDisabled();
    await expect(within(group).getByText('Coming soon')).toBeVisible();
    await userEvent.click(within(group).getByRole('radio', { name: 'Payouts and withdrawals' }));
    await expect(create).toBeEnabled();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Creating: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog(TITLE));
    const group = await dialog.findByRole('radiogroup', { name: QUESTION });
    within(group).getByRole('radio', { name: 'Onboarding' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Workflow' }));
    await expect(await dialog.findByText('Setting up your workflow…')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith('onboarding'));
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog(TITLE));
    await dialog.findByRole('radiogroup', { name: QUESTION });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: catalogueHandlers({ failures: ['listUseCaseOptions'] }) } },
  play: async () => {
    const dialog = within(await findDialog(TITLE));
    await expect(await dialog.findByText('It seems there is a technical issue that is preventing data from loading.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Workflow' })).toBeDisabled();
  },
};
