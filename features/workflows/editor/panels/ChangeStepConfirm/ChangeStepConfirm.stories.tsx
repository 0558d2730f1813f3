import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findDialog } from '../../../components/__tests__/storySupport';
import { ChangeStepConfirm } from './ChangeStepConfirm';

const meta = {
  title: 'Workflows/ChangeStepConfirm',
  component: ChangeStepConfirm,
  args: { isOpen: true, kind: 'service', name: 'PAN Verification', onConfirm: fn(), onCancel: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['service', 'tag'] } },
} satisfies Meta<typeof ChangeStepConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangeService: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Change service', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      "Replacing this service removes 'PAN Verification' from all the conditions that have been defined, and they will need to be redefined.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const ChangeTag: Story = {
  args: { kind: 'tag', name: 'High Risk' },
  play: async ({ args }) => {
    const dialog = await findDialog('Change tag', 'alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Update' })).toBeVisible();
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
