import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SessionReady, useFollowThemePreference } from '~/lib/session';
import { scenarios, useScenarioSession } from '~/fixtures';
import { Header } from './Header';

/** Signed in, with the console root's theme follower mounted, so a choice reaches `data-theme`. */
function SignedInConsole({ worker, children }: { worker: SetupWorker; children: ReactNode }) {
  useScenarioSession(worker, scenarios.ownerTestPostpaid);
  useFollowThemePreference();
  return <SessionReady>{children}</SessionReady>;
}

const meta = {
  title: 'Shell/Header/ThemeMenu',
  component: Header,
  decorators: [
    (Story, { msw }) => (
      <SignedInConsole worker={msw}>
        <Story />
      </SignedInConsole>
    ),
  ],
  args: {
    title: 'Home',
    goLive: { shown: false, disabled: false, tooltip: undefined },
    counter: { kind: 'hidden' },
    showAddCredits: false,
    docsHref: '/docs/api',
    profile: { name: 'Priya Sharma', email: 'priya.sharma@acme-lending.example', canSeeApiKeys: true, canSeeWebhooks: true },
    onGoLive: fn(),
    onAddCredits: fn(),
    onProfileAction: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const scheme = () => document.documentElement.dataset.theme;

async function openThemeGroup(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: /Account menu/ }));
  return within(await screen.findByRole('group', { name: 'Theme' }));
}

/** System is the default; Dark and Light apply at once, are remembered and are shown checked. */
export const ChooseTheme: Story = {
  play: async ({ canvas, args }) => {
    let theme = await openThemeGroup(canvas);
    await expect(theme.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['System', 'Light', 'Dark']);
    await expect(theme.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(theme.getByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(scheme()).toBe('dark'));
    await expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    theme = await openThemeGroup(canvas);
    await expect(theme.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(theme.getByRole('menuitemradio', { name: 'Light' }));
    await waitFor(() => expect(scheme()).toBe('light'));
    await expect(localStorage.getItem('theme')).toBe('light');
    await expect(args.onProfileAction).not.toHaveBeenCalled();

    theme = await openThemeGroup(canvas);
    await expect(theme.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await expect(theme.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  },
};

/** The choice is made with the keyboard too; System then follows the operating system (light here). */
export const ChooseWithKeyboard: Story = {
  beforeEach: () => {
    localStorage.setItem('theme', 'dark');
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(scheme()).toBe('dark'));
    (await canvas.findByRole('button', { name: /Account menu/ })).focus();
    await userEvent.keyboard('{Enter}');
    const theme = within(await screen.findByRole('group', { name: 'Theme' }));
    await expect(theme.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    const system = theme.getByRole('menuitemradio', { name: 'System' });
    while (document.activeElement !== system) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(scheme()).toBe(window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
    await expect(localStorage.getItem('theme')).toBe('system');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
