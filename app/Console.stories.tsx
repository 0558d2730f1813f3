import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within, screen } from 'storybook/test';
import { delay, http } from 'msw';
import { catalogueHandlers, scenarios, shellErrorHandlers, shellHandlers, signedOutHandlers, type ShellScenario } from '~/fixtures';
import { routes } from './router/routes';
import { isUnavailable } from '~/fixtures/testing/controls';

function Console({ route }: { route: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [route] }));
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Shell/Console',
  component: Console,
  args: { route: '/home' },
  parameters: { layout: 'fullscreen', router: 'own' },
} satisfies Meta<typeof Console>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story of the signed-in console for one fixture scenario, starting in the scenario's mode. */
function signedIn(scenario: ShellScenario, route = '/home'): Story {
  return {
    args: { route },
    parameters: { msw: shellHandlers(scenario) },
    beforeEach: () => {
      localStorage.setItem('toggledEnv', scenario.mode);
    },
  };
}

async function waitForShell(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('navigation', { name: 'Main' });
  await canvas.findByRole('heading', { level: 2, name: /Get started|access/ }, { timeout: 5000 }).catch(() => undefined);
  return canvas;
}

export const OwnerTestPostpaid: Story = {
  ...signedIn(scenarios.ownerTestPostpaid),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    for (const name of ['Home', 'Dashboard', 'Workflow', 'Capability', 'API Explorer', 'Usage Logs', 'Insights', 'Bulk Query', 'Demo', 'AI Chatbot', 'Contact Sales', 'API Health', 'FAQs']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Go Live' })).toBeEnabled();
    await expect(await canvas.findByRole('heading', { name: 'Free calls' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Environment' })).toBeNull();
    await expect(await canvas.findByRole('listitem', { name: /Build a workflow/ })).toBeVisible();
  },
};

export const ProfileMenu: Story = {
  ...signedIn(scenarios.ownerTestPostpaid),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(['My API Keys', 'Webhooks', 'Settings', 'Log Out']);
  },
};

export const SalesProfileMenu: Story = {
  ...signedIn(scenarios.salesTestPostpaid),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(['Settings', 'Log Out']);
  },
};

/** A sales user reads: no Create, no Go Live, no page they may not open, no step they may not take (issue 15). */
export const SalesOffersOnlyWhatTheyMayDo: Story = {
  ...signedIn(scenarios.salesTestPostpaid),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await expect(await canvas.findByRole('listitem', { name: /Build a workflow/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Go Live' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Bulk Query' })).toBeNull();
    for (const name of ['Workflow', 'Capability', 'Usage Logs']) await expect(canvas.getByRole('link', { name })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Create workflow/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Manage API keys/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Request live mode' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Open workflows/ })).toBeVisible();
  },
};

/** A page the role does not grant says so under its own title, instead of 'Page not found'. */
export const SalesNoAccessPage: Story = {
  ...signedIn(scenarios.salesTestPostpaid, '/admin/api-keys'),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(canvas.queryByText(/Page not found/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Back to home' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Generate API Key' })).toBeNull();
  },
};

export const MemberTestPostpaid: Story = signedIn(scenarios.memberTestPostpaid);

export const FlagsOff: Story = {
  ...signedIn(scenarios.ownerSomeAreasOff),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Insights' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Demo' })).toBeNull();
  },
};

export const FlagOffRouteIsNotFound: Story = {
  ...signedIn(scenarios.ownerSomeAreasOff, '/insights'),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Oh No! Page not found...' })).toBeVisible();
  },
};

export const RegionUsHidesBulkQuery: Story = {
  ...signedIn(scenarios.ownerRegionUs),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Bulk Query' })).toBeNull());
  },
};

export const WhitelistedTestMode: Story = {
  ...signedIn(scenarios.ownerWhitelistedTest),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Environment' });
    await expect(within(banner).getByText('test Mode')).toBeVisible();
    await expect(isUnavailable(within(banner).getByRole('switch'))).toBe(true);
    await expect(within(banner).getByRole('button', { name: 'Request' })).toBeVisible();
  },
};

export const PendingLiveRequest: Story = {
  ...signedIn(scenarios.ownerWhitelistedPending),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    const goLive = canvas.getByRole('button', { name: 'Go Live' });
    await expect(isUnavailable(goLive)).toBe(true);
    await userEvent.hover(goLive);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent("Live mode request under review. We'll notify you as soon as it's approved");
  },
};

/** Home shows a live-mode request under review as pending, not done, and offers no second request. */
export const HomeLiveRequestPending: Story = {
  ...signedIn(scenarios.ownerTestPending),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await expect(await canvas.findByRole('listitem', { name: 'Request live mode: Pending' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request live mode' })).toBeNull();
    await expect(canvas.getByText('2 of 4 steps done')).toBeVisible();
  },
};

export const LivePostpaid: Story = {
  ...signedIn(scenarios.ownerLivePostpaid),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Environment' });
    await expect(within(banner).getByText('live Mode')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Usage this month' })).toBeVisible();
    await expect(canvas.queryByText(/Free calls/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Go Live' })).toBeNull();
  },
};

export const SwitchToTestMode: Story = {
  ...signedIn(scenarios.ownerLivePostpaid),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Environment' });
    await userEvent.click(within(banner).getByRole('switch'));
    await expect(await within(banner).findByText('test Mode')).toBeVisible();
    await expect(localStorage.getItem('toggledEnv')).toBe('test');
    await expect(await canvas.findByRole('heading', { name: 'Free calls' })).toBeVisible();
  },
};

export const LivePrepaid: Story = {
  ...signedIn(scenarios.ownerLivePrepaid),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Available credits' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add credits' })).toBeVisible();
  },
};

export const Unassigned: Story = {
  ...signedIn(scenarios.unassigned),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await expect(await canvas.findByText("You don't have access yet")).toBeVisible();
  },
};

export const UnverifiedEmail: Story = {
  ...signedIn(scenarios.unverifiedEmail),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Verify Your Email Address!' })).toBeVisible();
    await expect(canvas.getByText('Thank you for signing up!')).toBeVisible();
    await expect(canvas.getByText('Please check your email and click on the verification link to continue.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible();
  },
};

/** The wizard loads with the first visit that needs it; its later steps ask for the option lists. */
export const NoOrganisation: Story = {
  ...signedIn(scenarios.noOrganisation),
  parameters: { msw: [...shellHandlers(scenarios.noOrganisation), ...catalogueHandlers()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Create your organisation' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Organisation name/ })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const NotFound: Story = {
  ...signedIn(scenarios.ownerTestPostpaid, '/no-such-page'),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Oh No! Page not found...' })).toBeVisible();
    await expect(canvas.getByText("Sorry, the page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page'));
  },
};

export const SignedOutGoesToSignIn: Story = {
  args: { route: '/home' },
  parameters: { msw: signedOutHandlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

export const SessionError: Story = {
  args: { route: '/home' },
  parameters: { msw: shellErrorHandlers(500) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { route: '/home' },
  parameters: { msw: [http.get('*/api/:env/v1/auth/user/organizations', async () => delay('infinite'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading your organisation' })).toBeVisible();
  },
};

/** A signed-in user opening /login or /verified goes on to the console (document 1 section 2.4). */
export const SignedInLoginGoesHome: Story = {
  ...signedIn(scenarios.ownerTestPostpaid, '/login'),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).toBeNull();
  },
};

export const SignedInVerifiedGoesHome: Story = {
  ...signedIn(scenarios.ownerTestPostpaid, '/verified?success=true&message=Verified'),
  play: async ({ canvasElement }) => {
    const canvas = await waitForShell(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('heading', { name: 'Success' })).toBeNull();
  },
};

export const VerifiedSuccess: Story = {
  args: { route: '/verified?success=true&message=Your%20email%20was%20verified.%20You%20can%20continue%20to%20sign%20in.' },
  parameters: { msw: signedOutHandlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Success' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

export const VerifiedOops: Story = {
  args: { route: '/verified?success=false&message=This%20link%20has%20expired.' },
  parameters: { msw: signedOutHandlers() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Oops' })).toBeVisible();
  },
};
