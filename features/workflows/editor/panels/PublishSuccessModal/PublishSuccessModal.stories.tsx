import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FIXTURE_WORKFLOW_IDS } from '~/fixtures';
import { findDialog } from '../../../components/__tests__/storySupport';
import { PublishSuccessModal } from './PublishSuccessModal';

const meta = {
  title: 'Workflows/PublishSuccessModal',
  component: PublishSuccessModal,
  args: { isOpen: true, workflowId: FIXTURE_WORKFLOW_IDS.onboarding, onViewIntegration: fn(), onTryout: fn(), onClose: fn() },
} satisfies Meta<typeof PublishSuccessModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {
  play: async ({ args }) => {
    const body = within(await findDialog('Good job publishing that Workflow'));
    await expect(body.getByText(args.workflowId)).toBeVisible();
    await expect(body.getByRole('button', { name: 'Copy workflow ID' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'View Integration' }));
    await expect(args.onViewIntegration).toHaveBeenCalledOnce();
    await userEvent.click(body.getByRole('button', { name: 'Tryout' }));
    await expect(args.onTryout).toHaveBeenCalledOnce();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const CopyId: Story = {
  play: async ({ args }) => {
    const body = within(await findDialog('Good job publishing that Workflow'));
    await userEvent.click(body.getByRole('button', { name: 'Copy workflow ID' }));
    await expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
