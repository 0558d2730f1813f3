import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { transactionResponse } from '~/fixtures/display';
import { Button } from '../Button';
import { JsonViewer } from '../JsonViewer';
import { expectClosed, expectFocusTrapped, findOpenDialog, overlayElement } from '../Modal/Modal.testing';
import { TextField } from '../TextField';
import { Drawer, DrawerTrigger, type DrawerProps } from './Drawer';

function TriggeredDrawer(props: DrawerProps) {
  return (
    <DrawerTrigger>
      <Button>Open drawer</Button>
      <Drawer {...props} />
    </DrawerTrigger>
  );
}

const meta = {
  title: 'Design system/Drawer',
  component: Drawer,
  args: {
    title: 'Transaction txn_8F3K2Q9M',
    description: 'Loan onboarding, version 3',
    children: <JsonViewer value={transactionResponse} aria-label="Transaction response" />,
    footer: (
      <>
        <Button variant="secondary" slot="close">Cancel</Button>
        <Button slot="close">Mark reviewed</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => <TriggeredDrawer {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>, name = 'Transaction txn_8F3K2Q9M') => {
  await userEvent.click(canvas.getByRole('button', { name: 'Open drawer' }));
  return findOpenDialog(name);
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect(dialog).toHaveAccessibleDescription('Loan onboarding, version 3');
    await expect(overlayElement()).toContainElement(dialog);
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
  },
};

/** Enter opens it, Tab stays inside, Escape closes it and focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open drawer' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog('Transaction txn_8F3K2Q9M');
    await expectFocusTrapped(dialog, 8);
    await userEvent.keyboard('{Escape}');
    await expectClosed('Transaction txn_8F3K2Q9M');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButtonAndOverlay: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed('Transaction txn_8F3K2Q9M');
    await open(canvas);
    await userEvent.click(overlayElement());
    await expectClosed('Transaction txn_8F3K2Q9M');
  },
};

const onSave = fn();

/** A form in a drawer: the overlay does not close it, so typed input is not lost; Escape still does. */
export const Form: Story = {
  args: {
    title: 'Create Webhook',
    description: undefined,
    size: 'sm',
    isDismissable: false,
    children: (
      <form style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        <TextField label="Webhook Name" placeholder="Payments" />
        <TextField label="URL" placeholder="https://example.com/hooks" />
      </form>
    ),
    footer: (
      <>
        <Button variant="secondary" slot="close">Cancel</Button>
        <Button onPress={onSave}>Create Webhook</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const dialog = await open(canvas, 'Create Webhook');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Webhook Name' }), 'Payments');
    await userEvent.click(overlayElement());
    await expect(within(dialog).getByRole('textbox', { name: 'Webhook Name' })).toHaveValue('Payments');
  },
};

/** Controlled from outside, e.g. opened by a row click. */
export const Controlled: Story = {
  render: (args) => {
    function Demo() {
      const [isOpen, setOpen] = useState(false);
      return (
        <>
          <Button variant="secondary" onPress={() => setOpen(true)}>Open drawer</Button>
          <Drawer {...args} isOpen={isOpen} onOpenChange={setOpen} size="lg" />
        </>
      );
    }
    return <Demo />;
  },
  play: async ({ canvas }) => {
    await open(canvas);
  },
};
