import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { SuccessModal, type SuccessModalProps } from './SuccessModal';
import { expectClosed, expectFocusTrapped, findOpenDialog, overlayElement } from '../Modal/Modal.testing';

function Demo({ onClose, ...props }: SuccessModalProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Submit request</Button>
      <SuccessModal
        {...props}
        isOpen={isOpen}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const TITLE = 'Live Mode Request Sent Successfully';
const SUBTITLE = 'Our Sales team will review and approve your request shortly.';

const meta = {
  title: 'Design system/SuccessModal',
  component: SuccessModal,
  args: { isOpen: false, title: TITLE, subtitle: SUBTITLE, onClose: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof SuccessModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Submit request' }));
  return findOpenDialog(TITLE);
};

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await expect(dialog).toHaveAccessibleDescription(SUBTITLE);
    await expect(within(dialog).getByRole('heading', { name: TITLE })).toBeVisible();
    await expectFocusTrapped(dialog, 2);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expectClosed(TITLE);

    await open(canvas);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expectClosed(TITLE);

    await open(canvas);
    await userEvent.click(overlayElement());
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    await expectClosed(TITLE);

    await open(canvas);
  },
};

export const CustomCloseLabel: Story = {
  args: { title: 'Credits added', subtitle: '1000 credits were added to your organisation.', closeLabel: 'Done' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit request' }));
    const dialog = await findOpenDialog('Credits added');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expectClosed('Credits added');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit request' }));
    await findOpenDialog('Credits added');
  },
};
