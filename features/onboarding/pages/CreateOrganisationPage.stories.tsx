import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { toast } from '~/design-system';
import { accessHandlers, scenarios, shellHandlers } from '~/fixtures';
import { CreateOrganisationPage } from './CreateOrganisationPage';

const created = fn();
const recordCreate = http.post('*/api/sandbox/v1/auth/create-organisation', async ({ request }) => {
  created(await request.clone().json());
});

const handlers = (options: Parameters<typeof shellHandlers>[1] = {}) => [
  recordCreate,
  ...shellHandlers(scenarios.noOrganisation, options),
  ...accessHandlers({ orgId: 'org_globex_1', empty: true }),
];

const meta = {
  title: 'Pages/Onboarding/CreateOrganisationPage',
  component: CreateOrganisationPage,
  args: { onLogout: fn() },
  render: (args) => (
    <Routes>
      <Route path="/home" element={<p>Home</p>} />
      <Route path="*" element={<CreateOrganisationPage {...args} />} />
    </Routes>
  ),
  parameters: { layout: 'fullscreen', route: '/', msw: { handlers: handlers() } },
  beforeEach: () => {
    toast.clear();
    created.mockClear();
  },
} satisfies Meta<typeof CreateOrganisationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Create Organisation' })).toBeVisible();
    await expect(canvas.getByText('Enter a name for organisation')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Organisation name/ })).toHaveAttribute('placeholder', 'My Organisation');
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  },
};

export const TooShort: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Organisation name/ }), 'G');
    await expect(canvas.getByText('Too Short!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  },
};

export const Proceeds: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Organisation name/ }), 'Globex{Enter}');
    await expect(await canvas.findByText('Home')).toBeVisible();
    await expect(created).toHaveBeenCalledWith({ displayName: 'Globex', industry: 'fintech', geography: 'in', tncAccepted: 'true' });
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: handlers({ failures: { createOrganisation: 500 } }) } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Organisation name/ }), 'Globex');
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    const failure = await screen.findByText('Unable to create the organization. Please contact support for assistance.');
    await waitFor(() => expect(failure).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /Organisation name/ })).toHaveValue('Globex');
  },
};
