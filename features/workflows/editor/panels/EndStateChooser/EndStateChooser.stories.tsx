import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findDialog } from '../../../components/__tests__/storySupport';
import { EndStateChooser } from './EndStateChooser';

const meta = {
  title: 'Workflows/EndStateChooser',
  component: EndStateChooser,
  args: { isOpen: true, onChoose: fn(), onCancel: fn() },
} satisfies Meta<typeof EndStateChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('End State');
    await expect(dialog).toHaveAccessibleDescription('End States are the final outcomes of a transaction.');
    const body = within(dialog);
    for (const name of ['Accept', 'Reject', 'Manual Review']) await expect(body.getByRole('radio', { name })).not.toBeChecked();
    await expect(body.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ args }) => {
    const body = within(await findDialog('End State'));
    body.getByRole('radio', { name: 'Accept' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('radio', { name: 'Reject' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('radio', { name: 'Manual Review' })).toBeChecked();
    await userEvent.click(body.getByRole('button', { name: 'Add' }));
    await expect(args.onChoose).toHaveBeenCalledWith('manualReview');
  },
};

export const Replacing: Story = {
  args: { defaultValue: 'reject', confirmLabel: 'Update' },
  play: async ({ args }) => {
    const body = within(await findDialog('End State'));
    await expect(body.getByRole('radio', { name: 'Reject' })).toBeChecked();
    await userEvent.click(body.getByRole('radio', { name: 'Accept' }));
    await userEvent.click(body.getByRole('button', { name: 'Update' }));
    await expect(args.onChoose).toHaveBeenCalledWith('accept');
  },
};
