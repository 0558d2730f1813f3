import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { impersonationHandlers } from '~/fixtures';
import { ImpersonationGate } from './ImpersonationGate';

/** What the gate lets through: the page at the address it left behind. */
function Destination() {
  const location = useLocation();
  return (
    <main>
      <h1>Console</h1>
      <p>
        Address: <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      </p>
    </main>
  );
}

const TOKEN = 'vfimp_eyJqdGkiOiJzdG9yeSJ9.c2lnbmF0dXJl';
const LINK = `/home?tab=keys&authToken=${TOKEN}&orgId=org_acme`;
const sent: unknown[] = [];

const meta = {
  title: 'Shell/ImpersonationGate',
  component: ImpersonationGate,
  args: { children: <Destination /> },
  parameters: { layout: 'fullscreen', route: LINK },
  beforeEach: () => {
    sent.length = 0;
  },
} satisfies Meta<typeof ImpersonationGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A platform operator's link: the token leaves the address at once and goes to the server, once. */
export const StartsTheSession: Story = {
  parameters: { msw: impersonationHandlers({ onRequest: (body) => sent.push(body) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Console' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/home\?tab=keys$/);
    await expect(sent).toEqual([{ authToken: TOKEN, orgId: 'org_acme' }]);
    await expect(canvasElement.textContent).not.toContain(TOKEN);
    await expect(localStorage.getItem('authToken')).toBeNull();
    await expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(TOKEN);
  },
};

/** The server refused the link: its reason shows, and nothing of the token stays in the address. */
export const LinkAlreadyUsed: Story = {
  parameters: { msw: impersonationHandlers({ refuse: 'used', onRequest: (body) => sent.push(body) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This impersonation link was already used' })).toBeVisible();
    await expect(canvas.getByText('Each impersonation link starts one session. Ask for a new one.')).toBeVisible();
    await expect(sent).toHaveLength(1);
    await expect(canvas.queryByRole('heading', { name: 'Console' })).toBeNull();
  },
};

export const LinkExpired: Story = {
  parameters: { msw: impersonationHandlers({ refuse: 'expired' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This impersonation link has expired' })).toBeVisible();
  },
};

/** Go to sign-in leaves the refusal for the sign-in address. */
export const NotAnOperator: Story = {
  parameters: { msw: impersonationHandlers({ refuse: 'not_operator' }) },
  args: { children: <Destination /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Only a platform operator can impersonate an organisation' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to sign-in' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/login'));
  },
};

/** An address without the two parameters passes straight through, with no call. */
export const OrdinaryAddress: Story = {
  parameters: { route: '/home?authToken=only-one', msw: impersonationHandlers({ onRequest: (body) => sent.push(body) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Console' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/home?authToken=only-one');
    await expect(sent).toEqual([]);
  },
};
