import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, toast } from '~/design-system';
import { FIXTURE_WORKFLOW_IDS, workflowsHandlers } from '~/fixtures';
import { expectDialogClosed, findDialog, settled, withAcmeSession } from '../../../components/__tests__/storySupport';
import { HistoryDrawer, type HistoryDrawerProps } from './HistoryDrawer';

/** The editor's History button and the drawer it opens. */
function HistoryHarness(props: Omit<HistoryDrawerProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onPress={() => setOpen(true)}>
        History
      </Button>
      <HistoryDrawer {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Workflows/HistoryDrawer',
  component: HistoryDrawer,
  decorators: [withAcmeSession],
  args: { isOpen: false, onOpenChange: fn(), workflowId: FIXTURE_WORKFLOW_IDS.onboarding, canRestore: true, hasUnsavedChanges: false, onRestored: fn() },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => <HistoryHarness {...args} />,
  parameters: {
    msw: { handlers: workflowsHandlers() },
    // react-aria announces selections by reference; the reference outlives the story's elements.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof HistoryDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The drawer's exit animation can take a while on a busy machine. */
async function historyClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument());
}

async function openHistory(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'History' }));
  return within(await findDialog('History'));
}

async function pick(drawer: Canvas, label: 'From' | 'To', option: string) {
  await userEvent.click(drawer.getByRole('button', { name: new RegExp(`\\b${label}\\b`) }));
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Waits for every overlay animation (a closing confirmation) to finish, for a stable screenshot. */
async function animationsDone() {
  await settled();
  await waitFor(() => expect(document.getAnimations().filter((animation) => animation.playState === 'running')).toHaveLength(0));
}

const versionRows = (drawer: Canvas) => within(drawer.getByRole('list', { name: 'Versions' })).getAllByRole('listitem');

/** Opens on the three versions of Retail onboarding KYC and the difference of the last update. */
export const Versions: Story = {
  play: async ({ canvas }) => {
    const drawer = await openHistory(canvas);
    await waitFor(() => expect(versionRows(drawer)).toHaveLength(3));
    const [current, second, first] = versionRows(drawer);
    await expect(current).toHaveAccessibleName('Version 3');
    await expect(within(current as HTMLElement).getByText('Current')).toBeInTheDocument();
    await expect(within(current as HTMLElement).getByText('Kavya Nair')).toBeInTheDocument();
    await expect(within(current as HTMLElement).getByText('kavya.nair@acme-lending.example')).toBeInTheDocument();
    await expect(within(current as HTMLElement).getByText(/^21-05-2025 08:10 PM/)).toBeInTheDocument();
    await expect(within(current as HTMLElement).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    await expect(within(second as HTMLElement).getByRole('button', { name: 'Restore version 2' })).toBeInTheDocument();
    await expect(within(first as HTMLElement).getByText('Priya Sharma')).toBeInTheDocument();
    await expect(await drawer.findByText('From version 2 to version 3: 1 step changed')).toBeInTheDocument();
    const reject = drawer.getByRole('listitem', { name: 'Changed: Reject' });
    await expect(within(reject).getByText(/^Reject when \(Input\.pan is on the list bl_fraud_pans/)).toBeInTheDocument();
    await expect(within(reject).getByText(/or PAN Verification\.panType does not equal INDIVIDUAL$/)).toBeInTheDocument();
  },
};

/** Picks version 2 against itself (no differences), then version 1 against version 3: Name Match added, the end states' conditions changed. */
export const CompareTwoVersions: Story = {
  play: async ({ canvas }) => {
    const drawer = await openHistory(canvas);
    await drawer.findByText('From version 2 to version 3: 1 step changed');
    await pick(drawer, 'To', 'Version 2 · Kavya Nair');
    await expect(await drawer.findByText('No differences')).toBeInTheDocument();
    await expect(drawer.getByText('Version 2 and version 2 have the same steps and conditions.')).toBeInTheDocument();
    await pick(drawer, 'From', 'Version 1 · Priya Sharma');
    await pick(drawer, 'To', 'Version 3 · Kavya Nair');
    await expect(await drawer.findByText('From version 1 to version 3: 1 step added, 3 steps changed')).toBeInTheDocument();
    const added = drawer.getByRole('listitem', { name: 'Added: Name Match' });
    await expect(within(added).getByText('Run Name Match when Bank Account Verification.status equals OK')).toBeInTheDocument();
    const review = drawer.getByRole('listitem', { name: 'Changed: Manual Review' });
    await expect(within(review).getByText('Send to Manual Review when Bank Account Verification.nameMatchScore is less than 80')).toBeInTheDocument();
    await expect(within(review).getByText('Send to Manual Review when Name Match.isMatch equals false')).toBeInTheDocument();
    await animationsDone();
  },
};

/** Restores version 1 after the confirmation: a toast, and the list shows version 4 as current. */
export const Restore: Story = {
  // Handlers of its own: the restore adds a version that the other stories must not see.
  parameters: { msw: { handlers: workflowsHandlers() } },
  play: async ({ canvas, args }) => {
    const drawer = await openHistory(canvas);
    await waitFor(() => expect(versionRows(drawer)).toHaveLength(3));
    await userEvent.click(drawer.getByRole('button', { name: 'Restore version 1' }));
    const confirm = within(await findDialog('Restore version 1?', 'alertdialog'));
    await expect(confirm.getByText('Its steps and conditions become the newest version; earlier versions stay as they are.')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Restore' }));
    await expectDialogClosed('Restore version 1?', 'alertdialog');
    await expect(await screen.findByRole('alertdialog', { name: 'Version 1 restored', hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(versionRows(drawer)).toHaveLength(4));
    const [current] = versionRows(drawer);
    await expect(current).toHaveAccessibleName('Version 4');
    await expect(within(current as HTMLElement).getByText('Priya Sharma')).toBeInTheDocument();
    await expect(args.onRestored).toHaveBeenCalledWith(expect.objectContaining({ workflowId: FIXTURE_WORKFLOW_IDS.onboarding, version: 4 }));
    // The comparison moves to the new version: 3 against 4 undoes the updates since version 1.
    await expect(await drawer.findByText('From version 3 to version 4: 1 step removed, 3 steps changed')).toBeInTheDocument();
    // Version 4 carries today's date: close the drawer so the screenshot does not depend on it.
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await historyClosed();
    toast.clear();
    await animationsDone();
  },
};

/** Unsaved edits in the editor: the confirmation warns that restoring replaces them; Cancel keeps everything. */
export const RestoreOverUnsavedChanges: Story = {
  args: { hasUnsavedChanges: true },
  play: async ({ canvas, args }) => {
    const drawer = await openHistory(canvas);
    await userEvent.click(await drawer.findByRole('button', { name: 'Restore version 2' }));
    const confirm = within(await findDialog('Restore version 2?', 'alertdialog'));
    await expect(confirm.getByText(/Your unsaved changes in the editor will be lost\.$/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await expectDialogClosed('Restore version 2?', 'alertdialog');
    await expect(versionRows(drawer)).toHaveLength(3);
    await expect(args.onRestored).not.toHaveBeenCalled();
    await animationsDone();
  },
};

/** The server refuses the restore: an error toast, nothing restored. */
export const RestoreFails: Story = {
  parameters: { msw: { handlers: workflowsHandlers({ failures: { restoreWorkflowVersion: 500 } }) } },
  play: async ({ canvas, args }) => {
    const drawer = await openHistory(canvas);
    await userEvent.click(await drawer.findByRole('button', { name: 'Restore version 1' }));
    await userEvent.click(within(await findDialog('Restore version 1?', 'alertdialog')).getByRole('button', { name: 'Restore' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Unable to restore the version', hidden: true })).toBeInTheDocument();
    await expect(versionRows(drawer)).toHaveLength(3);
    await expect(args.onRestored).not.toHaveBeenCalled();
    toast.clear();
    await animationsDone();
  },
};

/** Without the right to edit workflows (sales): the history reads, nothing restores. */
export const ReadOnly: Story = {
  args: { canRestore: false },
  parameters: { msw: { handlers: workflowsHandlers({ role: 'sales' }) } },
  play: async ({ canvas }) => {
    const drawer = await openHistory(canvas);
    await waitFor(() => expect(versionRows(drawer)).toHaveLength(3));
    await expect(drawer.queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
  },
};

/** A workflow published once: its version, and nothing to compare yet. */
export const SingleVersion: Story = {
  args: { workflowId: FIXTURE_WORKFLOW_IDS.loan },
  play: async ({ canvas }) => {
    const drawer = await openHistory(canvas);
    await expect(await drawer.findByText('Only one version so far')).toBeInTheDocument();
    await expect(versionRows(drawer)).toHaveLength(1);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: workflowsHandlers({ delays: { listWorkflowVersions: 'infinite' } }) } },
  play: async ({ canvas }) => {
    const drawer = await openHistory(canvas);
    await expect(drawer.getByRole('status', { name: 'Loading the versions' })).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: workflowsHandlers({ failures: { listWorkflowVersions: 500 } }) } },
  play: async ({ canvas }) => {
    const drawer = await openHistory(canvas);
    await expect(await drawer.findByText('Unable to load the versions')).toBeInTheDocument();
    await expect(drawer.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
