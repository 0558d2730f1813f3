import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, ModalTrigger, type ModalProps } from './Modal';
import { expectClosed, expectFocusTrapped, findOpenDialog, overlayElement } from './Modal.testing';

const footer = (
  <>
    <Button variant="secondary" slot="close">Cancel</Button>
    <Button slot="close">Publish</Button>
  </>
);

function TriggeredModal(props: ModalProps) {
  return (
    <ModalTrigger>
      <Button>Open modal</Button>
      <Modal {...props} />
    </ModalTrigger>
  );
}

const meta = {
  title: 'Design system/Modal',
  component: Modal,
  args: {
    title: 'Publish workflow',
    description: 'Publishing makes this version live for new transactions.',
    children: 'Transactions already in progress finish on the version they started with.',
    footer,
    size: 'md',
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => <TriggeredModal {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>, name = 'Publish workflow') => {
  await userEvent.click(canvas.getByRole('button', { name: 'Open modal' }));
  return findOpenDialog(name);
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect(dialog).toHaveAccessibleDescription('Publishing makes this version live for new transactions.');
    await expect(overlayElement()).toContainElement(dialog);
    await expectFocusTrapped(dialog);

    await userEvent.keyboard('{Escape}');
    await expectClosed('Publish workflow');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open modal' })).toHaveFocus());

    await open(canvas);
    await userEvent.click(overlayElement());
    await expectClosed('Publish workflow');

    const again = await open(canvas);
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await expectClosed('Publish workflow');

    await open(canvas);
  },
};

export const Small: Story = {
  args: { size: 'sm', title: 'Delete API key', description: undefined, children: 'Requests signed with this key will be rejected.' },
  play: async ({ canvas }) => {
    await open(canvas, 'Delete API key');
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    await open(canvas);
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms of service',
    description: undefined,
    children: Array.from({ length: 24 }, (_, i) => (
      <p key={i}>
        Section {i + 1}. The platform processes identity data only for the purposes the organisation has configured in its
        workflows, and keeps transaction records for the retention period agreed in the contract.
      </p>
    )),
  },
  play: async ({ canvas }) => {
    const dialog = await open(canvas, 'Terms of service');
    const body = within(dialog).getByText(/^Section 1\./).parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeVisible();
  },
};

export const NotDismissable: Story = {
  args: {
    title: 'Request to Live Mode Activation',
    description: undefined,
    isDismissable: false,
    children: 'Tell us about your business so our Sales team can enable live mode for your organisation.',
    footer: (
      <>
        <Button variant="secondary" slot="close">Cancel</Button>
        <Button>Submit</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await open(canvas, 'Request to Live Mode Activation');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(overlayElement());
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(dialog).toBeInTheDocument();
    await expect(screen.getByRole('dialog', { name: 'Request to Live Mode Activation' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosed('Request to Live Mode Activation');
    await open(canvas, 'Request to Live Mode Activation');
  },
};

export const KeyboardDismissDisabled: Story = {
  args: { isKeyboardDismissDisabled: true },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(overlayElement());
    await expectClosed('Publish workflow');
  },
};

export const WithoutCloseButton: Story = {
  args: { hideCloseButton: true },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

export const CloseLabel: Story = {
  args: { closeLabel: 'Close dialog' },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await expectClosed('Publish workflow');
  },
};

const onOpenChange = fn();

export const Controlled: Story = {
  render: function ControlledModal(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open modal</Button>
        <Modal
          {...args}
          isOpen={isOpen}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  beforeEach: () => {
    onOpenChange.mockClear();
  },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosed('Publish workflow');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  },
};
