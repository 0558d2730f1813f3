import { useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmModal, type ConfirmModalProps } from './ConfirmModal';
import { LazyConfirmModal } from './LazyConfirmModal';
import { expectClosed, expectFocusTrapped, findOpenDialog, overlayElement } from '../Modal/Modal.testing';

function Demo({ onConfirm, onCancel, Dialog = ConfirmModal, ...props }: ConfirmModalProps & { Dialog?: ComponentType<ConfirmModalProps> }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Delete workflow
      </Button>
      <Dialog
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
  title: 'Design system/ConfirmModal',
  component: ConfirmModal,
  args: {
    isOpen: false,
    title: 'Delete workflow?',
    message: 'The workflow and its versions are removed. Transactions already run keep their results.',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Delete workflow' }));
  return findOpenDialog('Delete workflow?', 'alertdialog');
};

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await expect(dialog).toHaveAccessibleDescription(
      'The workflow and its versions are removed. Transactions already run keep their results.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'No' })).toBeVisible();
    await expectFocusTrapped(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expectClosed('Delete workflow?', 'alertdialog');

    const again = await open(canvas);
    await userEvent.click(within(again).getByRole('button', { name: 'No' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expectClosed('Delete workflow?', 'alertdialog');

    await open(canvas);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expectClosed('Delete workflow?', 'alertdialog');

    await open(canvas);
    await userEvent.click(overlayElement());
    await expect(args.onCancel).toHaveBeenCalledTimes(3);
    await expectClosed('Delete workflow?', 'alertdialog');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    await open(canvas);
  },
};

export const Danger: Story = {
  args: { tone: 'danger', confirmLabel: 'Delete', cancelLabel: 'Cancel' },
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expectClosed('Delete workflow?', 'alertdialog');
    await open(canvas);
  },
};

export const Loading: Story = {
  args: { isOpen: true, isLoading: true, tone: 'danger' },
  render: (args) => <ConfirmModal {...args} />,
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Delete workflow?', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Yes/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(overlayElement());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
  },
};

/** LazyConfirmModal: the same dialog, its code loaded apart from the page's; it opens, closes and opens again as ConfirmModal does. */
export const LoadedOnDemand: Story = {
  args: { tone: 'danger', confirmLabel: 'Delete', cancelLabel: 'Cancel' },
  render: (args) => <Demo {...args} Dialog={LazyConfirmModal} />,
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expectClosed('Delete workflow?', 'alertdialog');
    const again = await open(canvas);
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expectClosed('Delete workflow?', 'alertdialog');
    await open(canvas);
  },
};
