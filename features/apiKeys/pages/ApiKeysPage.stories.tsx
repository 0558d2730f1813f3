import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { accessHandlers, scenarios, type AccessHandlerOptions } from '~/fixtures';
import { ApiKeysPage } from './ApiKeysPage';
import { withSession } from './__tests__/storySession';
import { isUnavailable } from '~/fixtures/testing/controls';

const handlers = (options: AccessHandlerOptions = {}) => ({ handlers: accessHandlers(options) });

const meta = {
  title: 'Pages/API Keys/ApiKeysPage',
  component: ApiKeysPage,
  decorators: [withSession],
  parameters: {
    msw: handlers(),
    // react-aria announces a pending button by reference; the reference outlives the button for a few seconds.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    return () => {
      writeText.mockRestore();
      toast.clear();
    };
  },
} satisfies Meta<typeof ApiKeysPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function settled() {
  await waitFor(() => expect(document.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

/**
 * Waits for the toast, checks it, closes it and waits until it is gone, so screenshots are stable.
 * An open modal hides the toast region from the accessibility tree, hence `hidden: true`.
 */
async function expectToast(text: string) {
  const item = await screen.findByRole('alertdialog', { name: text, hidden: true });
  await userEvent.click(within(item).getByRole('button', { name: 'Close', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: text, hidden: true })).not.toBeInTheDocument());
}

async function findTable(canvas: ReturnType<typeof within>) {
  const table = await canvas.findByRole('grid', { name: 'API keys' });
  await within(table).findByRole('rowheader', { name: 'Acme web checkout' });
  return within(table);
}

export const TestModeKeys: Story = {
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    for (const header of ['App name', 'Key ID', 'Status', 'Created', 'Last used']) await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Legacy mobile app' })).toBeVisible();
    await expect(table.queryByText('Acme production backend')).toBeNull();
    await expect(table.getByText('vf_test_Q3xk…')).toBeVisible();
    await expect(table.getByRole('switch', { name: 'Active: Acme web checkout' })).toBeChecked();
    await expect(table.getByRole('switch', { name: 'Active: Legacy mobile app' })).not.toBeChecked();
    await expect(canvas.getByText('Test mode')).toBeVisible();
    // This account is not live-enabled: it has no mode switch, so the page mentions none.
    await expect(canvas.getByText('Keys of test mode.')).toBeVisible();
    await expect(canvas.queryByText(/Switch mode/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Generate API Key' })).toBeVisible();
  },
};

export const LiveModeKeys: Story = {
  parameters: { scenario: scenarios.ownerLivePostpaid, msw: handlers() },
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('grid', { name: 'API keys' }));
    await expect(await table.findByRole('rowheader', { name: 'Acme production backend' })).toBeVisible();
    await expect(table.queryByText('Acme web checkout')).toBeNull();
    await expect(canvas.getByText('Live mode')).toBeVisible();
    await expect(canvas.getByText("Keys of live mode. Switch mode to see the other environment's keys.")).toBeVisible();
  },
};

export const GenerateShowsSecretOnce: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate API Key' }));
    const form = within(await screen.findByRole('dialog', { name: 'Generate API Key' }));
    await settled();
    await userEvent.click(form.getByRole('button', { name: 'Generate' }));
    await expect(form.getByText('Required Field')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /App name/ }), 'Partner portal{Enter}');

    const shown = within(await screen.findByRole('dialog', { name: 'API key generated' }));
    await settled();
    await expect(shown.getByText('Copy this key now and keep it somewhere safe. For your security it will not be shown again.')).toBeVisible();
    const secret = shown.getByLabelText('API key').textContent ?? '';
    await expect(secret).toMatch(/^vf_test_/);
    await userEvent.click(shown.getByRole('button', { name: 'Copy API key' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(secret);
    await expectToast('Copied to clipboard');
    await expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(secret);

    await userEvent.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('rowheader', { name: 'Partner portal' })).toBeVisible();
    await expect(canvas.queryByText(secret)).toBeNull();

    // The new key carries today's date; revoking it keeps the screenshot stable.
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Partner portal' }));
    await screen.findByRole('alertdialog', { name: 'Revoke API key?' });
    await settled();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await expectToast('Api Key deleted successfully');
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: 'Partner portal' })).toBeNull());
    await settled();
  },
};

export const GenerateDuplicateName: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate API Key' }));
    const form = within(await screen.findByRole('dialog', { name: 'Generate API Key' }));
    await settled();
    await userEvent.type(form.getByRole('textbox', { name: /App name/ }), 'Acme web checkout');
    await userEvent.click(form.getByRole('button', { name: 'Generate' }));
    await expect(await form.findByText('An API key with this app name already exists')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /App name/ })).toBeInvalid();
  },
};

export const Toggle: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const active = table.getByRole('switch', { name: 'Active: Acme web checkout' });
    await userEvent.click(active);
    await waitFor(() => expect(active).not.toBeChecked());
    await waitFor(() => expect(active).toBeEnabled());
    await expectToast('API key Acme web checkout is now inactive');
    const legacy = table.getByRole('switch', { name: 'Active: Legacy mobile app' });
    legacy.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(legacy).toBeChecked());
    await expectToast('API key Legacy mobile app is now active');
  },
};

export const MemberCannotToggle: Story = {
  parameters: { scenario: scenarios.memberTestPostpaid, msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const control = table.getByRole('switch', { name: 'Active: Acme web checkout' });
    await expect(isUnavailable(control)).toBe(true);
    // The switch screen readers meet is the tooltip's stand-in: still a switch, named and checked as the control.
    const standIn = control;
    await expect(standIn).toBeChecked();
    // Keyboard users reach the explanation too: Tab moves to the disabled switch's stand-in.
    for (let presses = 0; presses < 12 && document.activeElement !== standIn; presses += 1) await userEvent.tab();
    await expect(standIn).toHaveFocus();
    await expect(await screen.findByRole('tooltip', {})).toHaveTextContent("You don't have permission to toggle this API key");
    await expect(canvas.queryByRole('button', { name: 'Generate API Key' })).toBeNull();
    await expect(table.queryByRole('button', { name: /Revoke/ })).toBeNull();
  },
};

export const Revoke: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await userEvent.click(table.getByRole('button', { name: 'Revoke Legacy mobile app' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Revoke API key?' }));
    await settled();
    await expect(confirm.getByText(/Legacy mobile app stops working at once/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    await expectToast('Api Key deleted successfully');
    await waitFor(() => expect(table.queryByRole('rowheader', { name: 'Legacy mobile app' })).toBeNull());
    await settled();
  },
};

export const RevokeCancelled: Story = {
  parameters: { msw: handlers() },
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await userEvent.click(table.getByRole('button', { name: 'Revoke Acme web checkout' }));
    await screen.findByRole('alertdialog', { name: 'Revoke API key?' });
    await settled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(table.getByRole('rowheader', { name: 'Acme web checkout' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: handlers({ empty: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no API keys yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: handlers({ delays: { listCredentials: 'infinite' } }) },
};

export const Failed: Story = {
  parameters: { msw: handlers({ failures: { listCredentials: 500 } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong')).toBeVisible();
  },
};

/**
 * The page in the content column of a 1024-wide console (720 px): the key's name and its revoke
 * button stay in view however the other columns scroll (issue 15).
 */
export const At1024Wide: Story = {
  parameters: { msw: handlers() },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const scroller = canvas.getByRole('grid', { name: 'API keys' }).parentElement as HTMLElement;
    const inView = (element: HTMLElement) => {
      const a = element.getBoundingClientRect();
      const b = scroller.getBoundingClientRect();
      return a.left >= b.left - 1 && a.right <= b.right + 1;
    };
    const revoke = table.getByRole('button', { name: 'Revoke Legacy mobile app' });
    const name = table.getByRole('rowheader', { name: 'Legacy mobile app' });
    for (const position of [0, scroller.scrollWidth]) {
      scroller.scrollLeft = position;
      await waitFor(() => expect(inView(revoke)).toBe(true));
      await expect(inView(name)).toBe(true);
    }
  },
};
