import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { loginFlow } from '~/fixtures';
import { findDialog } from '../../components/__tests__/storySupport';
import { ImportWorkflowModal } from './ImportWorkflowModal';

const meta = {
  title: 'Workflows/ImportWorkflowModal',
  component: ImportWorkflowModal,
  args: { isOpen: true, onSubmit: fn(async () => 'imported' as const), onCancel: fn() },
  parameters: {
    layout: 'fullscreen',
    // react-aria announces a pending button by reference; the reference outlives the button for a few seconds.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta<typeof ImportWorkflowModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};

/** Nothing chosen yet: Import is disabled; the name starts as 'Workflow'. */
export const Empty: Story = {
  play: async () => {
    const dialog = within(await findDialog('Import Workflow'));
    await expect(dialog.getByRole('textbox', { name: /Workflow Name/ })).toHaveValue('Workflow');
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expect(dialog.getByText('JSON (.json), up to 5 MB')).toBeVisible();
  },
};

/** A file over 5 MB is refused with a message, before it is read. */
export const TooLarge: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog('Import Workflow'));
    const big = new File(['{}'], 'huge.json', { type: 'application/json' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await userEvent.upload(fileInput(), big);
    await expect(await dialog.findByText('The workflow file is larger than 5 MB')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await screen.findByRole('alertdialog', { name: 'Invalid workflow file', hidden: true });
    toast.clear();
    await waitFor(() => expect(screen.queryAllByRole('alertdialog', { hidden: true })).toHaveLength(0));
  },
};

/** A valid file: Import sends the name and the flow. */
export const ValidFile: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog('Import Workflow'));
    await userEvent.upload(fileInput(), new File([JSON.stringify({ useCase: 'login', workflowObject: loginFlow() })], 'login.json', { type: 'application/json' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Import' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Workflow', flow: loginFlow(), useCase: 'login' });
  },
};
