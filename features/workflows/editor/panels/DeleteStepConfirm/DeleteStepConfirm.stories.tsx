import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '~/design-system';
import { expectDialogClosed, findDialog } from '../../../components/__tests__/storySupport';
import { DeleteStepConfirm, type DeleteStepConfirmProps } from './DeleteStepConfirm';

function Harness({ onConfirm, onCancel, ...props }: DeleteStepConfirmProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Delete step
      </Button>
      <DeleteStepConfirm
        {...props}
        isOpen={isOpen}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Workflows/DeleteStepConfirm',
  component: DeleteStepConfirm,
  args: { isOpen: true, kind: 'service', name: 'PAN Verification', onConfirm: fn(), onCancel: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['service', 'capability', 'tag', 'await', 'end state'] } },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof DeleteStepConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Service: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Delete service', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      "Are you sure you want to delete this service? This will remove 'PAN Verification' service from all the conditions that have been defined in the capability.",
    );
    await expect(within(dialog).getByRole('button', { name: 'Delete service' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Tag: Story = {
  args: { kind: 'tag', name: 'High Risk' },
  play: async ({ args }) => {
    const dialog = await findDialog('Delete tag', 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      "Are you sure you want to delete this tag? This will remove 'High Risk' tag from all the conditions that have been defined in the capability.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete tag' }));
    await expectDialogClosed('Delete tag', 'alertdialog');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelByKeyboard: Story = {
  args: { kind: 'await', name: 'Await documents' },
  play: async ({ args }) => {
    await findDialog('Delete await', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expectDialogClosed('Delete await', 'alertdialog');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
