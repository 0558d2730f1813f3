import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '~/design-system';
import { expectDialogClosed, findDialog } from '../../../components/__tests__/storySupport';
import { LeavePrompt } from './LeavePrompt';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';

const TITLE = 'Leaving the Page?';

function Editor() {
  const [isDirty, setDirty] = useState(false);
  const prompt = useUnsavedChangesPrompt(isDirty);
  return (
    <>
      <p>{isDirty ? 'Unsaved changes' : 'All changes saved'}</p>
      <Button variant="secondary" onPress={() => setDirty(true)}>
        Rename workflow
      </Button>
      <Button variant="secondary" onPress={() => setDirty(false)}>
        Save
      </Button>
      <Link to="/workflows/my-workflows">Back to My Workflows</Link>
      <LeavePrompt {...prompt} />
    </>
  );
}

function EditorRoutes() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/workflows/create', element: <Editor /> },
        { path: '/workflows/my-workflows', element: <p>My Workflows</p> },
      ],
      { initialEntries: ['/workflows/create'] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Workflows/LeavePrompt',
  component: LeavePrompt,
  args: { isOpen: true, onLeave: fn(), onStay: fn() },
} satisfies Meta<typeof LeavePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog(TITLE, 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription('You have unsaved changes. You will lose the progress if you close this page.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Working' }));
    await expect(args.onStay).toHaveBeenCalledOnce();
    const leave = within(dialog).getByRole('button', { name: 'Close Without Saving' });
    await userEvent.click(leave);
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await userEvent.unhover(leave);
  },
};

export const BlocksNavigation: Story = {
  parameters: { router: 'own' },
  render: () => <EditorRoutes />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Back to My Workflows' }));
    await expect(await canvas.findByText('My Workflows')).toBeInTheDocument();
  },
};

export const KeepWorking: Story = {
  parameters: { router: 'own' },
  render: () => <EditorRoutes />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename workflow' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Back to My Workflows' }));
    const dialog = await findDialog(TITLE, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Working' }));
    await expectDialogClosed(TITLE, 'alertdialog');
    await expect(canvas.getByText('Unsaved changes')).toBeInTheDocument();
    await expect(canvas.queryByText('My Workflows')).not.toBeInTheDocument();
  },
};

export const CloseWithoutSaving: Story = {
  parameters: { router: 'own' },
  render: () => <EditorRoutes />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename workflow' }));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    await expect(event.defaultPrevented).toBe(true);

    canvas.getByRole('link', { name: 'Back to My Workflows' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog(TITLE, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Without Saving' }));
    await waitFor(() => expect(canvas.getByText('My Workflows')).toBeInTheDocument());
  },
};

export const SavedLeavesFreely: Story = {
  parameters: { router: 'own' },
  render: () => <EditorRoutes />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename workflow' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    await expect(event.defaultPrevented).toBe(false);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to My Workflows' }));
    await expect(await canvas.findByText('My Workflows')).toBeInTheDocument();
  },
};
