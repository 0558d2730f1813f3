import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findDialog } from '../../../components/__tests__/storySupport';
import { TagModal } from './TagModal';

const meta = {
  title: 'Workflows/TagModal',
  component: TagModal,
  args: { isOpen: true, usedTagNames: ['High Risk', 'Repeat Customer'], onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof TagModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewTag: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog('New Tag'));
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await userEvent.click(dialog.getByRole('textbox', { name: /Tag Name/ }));
    await userEvent.keyboard('Low');
    await expect(create).toBeEnabled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Orange' }));
    await userEvent.click(create);
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Low', color: 'orange' });
  },
};

export const TooShort: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog('New Tag'));
    await userEvent.click(dialog.getByRole('textbox', { name: /Tag Name/ }));
    await userEvent.keyboard('Lo');
    await expect(dialog.getByText('Tag Name must be at least 3 characters long.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getByRole('radio', { name: 'Gray' })).toBeChecked();
  },
};

export const NameTaken: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog('New Tag'));
    await userEvent.click(dialog.getByRole('textbox', { name: /Tag Name/ }));
    await userEvent.keyboard('high risk');
    await expect(dialog.getByText('A tag with the same name already exists in the capability')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EditTag: Story = {
  args: { tag: { name: 'High Risk', color: 'red' } },
  play: async ({ args }) => {
    const dialog = within(await findDialog('Edit Tag'));
    const name = dialog.getByRole('textbox', { name: /Tag Name/ });
    await expect(name).toHaveValue('High Risk');
    await expect(dialog.getByRole('radio', { name: 'Red' })).toBeChecked();
    await expect(dialog.queryByText('A tag with the same name already exists in the capability')).not.toBeInTheDocument();
    dialog.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'High Risk', color: 'red' });
  },
};
