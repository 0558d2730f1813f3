import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { useOrganizations } from '~/lib/api';
import { useActiveOrgId } from '~/lib/session';
import { accessHandlers, catalogueHandlers, scenarios, shellHandlers } from '~/fixtures';
import { OnboardingWizard } from './OnboardingWizard';

const NEW_ORG_ID = 'org_acme_lending_1';
const FAILURE = 'Unable to create the organization. Please contact support for assistance.';
const generated = fn();

/** Stands in for Home: shows which organisation is active and how many the user now has. */
function HomeProbe() {
  const active = useActiveOrgId();
  const organizations = useOrganizations();
  return (
    <p>
      Home of {active}, one of {organizations.data?.organizations.length ?? '…'} organisations
    </p>
  );
}

/** Records the default key's request, then lets the access handlers answer it. */
const recordGenerate = http.post('*/api/sandbox/v1/auth/generate', async ({ request }) => {
  generated({ orgId: request.headers.get('X-Veriflow-Auth-Org-ID'), body: await request.clone().json() });
});

const handlers = (options: Parameters<typeof shellHandlers>[1] = {}) => [
  recordGenerate,
  ...shellHandlers(scenarios.noOrganisation, options),
  ...catalogueHandlers(),
  ...accessHandlers({ orgId: NEW_ORG_ID, empty: true }),
];

const meta = {
  title: 'Pages/Onboarding/OnboardingWizard',
  component: OnboardingWizard,
  args: { onLogout: fn() },
  render: (args) => (
    <Routes>
      <Route path="/home" element={<HomeProbe />} />
      <Route path="*" element={<OnboardingWizard {...args} />} />
    </Routes>
  ),
  parameters: { layout: 'fullscreen', route: '/', msw: { handlers: handlers() } },
  beforeEach: () => {
    toast.clear();
    generated.mockClear();
  },
} satisfies Meta<typeof OnboardingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function nameStep(canvas: Canvas, name = 'Acme Lending') {
  const field = await canvas.findByRole('textbox', { name: /Organisation name/ });
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.keyboard('{Enter}');
}

async function chooseCard(canvas: Canvas, name: string) {
  await userEvent.click(await canvas.findByRole('radio', { name }));
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

export const NameStep: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Onboarding progress' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: /Organisation name/ });
    await expect(field).toHaveAttribute('placeholder', 'My Organisation');
    const proceed = canvas.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Go Back' })).toBeNull();

    await userEvent.type(field, 'A');
    await expect(canvas.getByText('Too Short!')).toBeVisible();
    await expect(proceed).toBeDisabled();
    await userEvent.clear(field);
    await expect(canvas.getByText('Required')).toBeVisible();
    await userEvent.type(field, 'x'.repeat(51));
    await expect(canvas.getByText('Too Long!')).toBeVisible();
    await expect(proceed).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Acme Lending');
    await expect(proceed).toBeEnabled();
    await expect(field).toBeValid();

    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const IndustryStep: Story = {
  play: async ({ canvas }) => {
    await nameStep(canvas);
    const group = await canvas.findByRole('radiogroup', { name: /Industry/ });
    for (const name of ['Finance', 'Fintech', 'Neo Bank', 'Matrimony and Dating', 'Gaming / Betting', 'Gaming', 'E-commerce', 'Others']) {
      await expect(within(group).getByRole('radio', { name })).toBeEnabled();
    }
    const proceed = canvas.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeDisabled();

    await userEvent.click(within(group).getByRole('radio', { name: 'Fintech' }));
    await expect(within(group).getByRole('radio', { name: 'Fintech' })).toBeChecked();
    await expect(proceed).toBeEnabled();
    await userEvent.click(within(group).getByRole('radio', { name: 'Fintech' }));
    await expect(within(group).getByRole('radio', { name: 'Fintech' })).not.toBeChecked();
    await expect(proceed).toBeDisabled();

    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: 'Neo Bank' })).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: 'Go Back' }));
    await expect(await canvas.findByRole('textbox', { name: /Organisation name/ })).toHaveValue('Acme Lending');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('radio', { name: 'Neo Bank' })).toBeChecked();
  },
};

export const GeographyStep: Story = {
  play: async ({ canvas }) => {
    await nameStep(canvas);
    await chooseCard(canvas, 'Fintech');
    const group = await canvas.findByRole('radiogroup', { name: /Geography/ });
    for (const name of ['India', 'Indonesia', 'USA']) await expect(within(group).getByRole('radio', { name })).toBeEnabled();
    for (const name of ['UK', 'Philippines']) {
      const card = within(group).getByRole('radio', { name });
      await expect(card).toBeDisabled();
      await expect(card).toHaveAccessibleDescription('Coming soon');
    }
    await expect(within(group).getAllByText('Coming soon')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(within(group).getByRole('radio', { name: 'India' }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const WelcomeStep: Story = {
  play: async ({ canvas }) => {
    await nameStep(canvas);
    await chooseCard(canvas, 'Fintech');
    await chooseCard(canvas, 'India');
    await expect(await canvas.findByRole('heading', { name: 'Welcome to Veriflow!' })).toBeVisible();
    const getStarted = canvas.getByRole('button', { name: 'Get Started!' });
    await expect(getStarted).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(getStarted).toBeEnabled();
    await expect(canvas.getByText('Fintech')).toBeVisible();
    await expect(canvas.getByText('India')).toBeVisible();
  },
};

export const SettingUp: Story = {
  parameters: { msw: { handlers: handlers({ delays: { createOrganisation: 'infinite' } }) } },
  play: async ({ canvas }) => {
    await nameStep(canvas);
    await chooseCard(canvas, 'Fintech');
    await chooseCard(canvas, 'India');
    await userEvent.click(await canvas.findByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started!' }));
    await expect(await canvas.findByRole('button', { name: 'Setting up Organization' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeDisabled();
  },
};

export const Created: Story = {
  play: async ({ canvas }) => {
    await nameStep(canvas);
    await chooseCard(canvas, 'Fintech');
    await chooseCard(canvas, 'India');
    await userEvent.click(await canvas.findByRole('checkbox'));
    canvas.getByRole('button', { name: 'Get Started!' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(`Home of ${NEW_ORG_ID}, one of 1 organisations`)).toBeVisible();
    await expect(generated).toHaveBeenCalledWith({ orgId: NEW_ORG_ID, body: { app_name: 'Veriflow Console' } });
  },
};

export const CreationFailed: Story = {
  parameters: { msw: { handlers: handlers({ failures: { createOrganisation: 500 } }) } },
  play: async ({ canvas }) => {
    await nameStep(canvas);
    await chooseCard(canvas, 'Fintech');
    await chooseCard(canvas, 'India');
    await userEvent.click(await canvas.findByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Get Started!' }));
    const failure = await screen.findByText(FAILURE);
    await waitFor(() => expect(failure).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Get Started!' })).toBeEnabled();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(generated).not.toHaveBeenCalled();
  },
};

export const OptionsFailed: Story = {
  parameters: {
    msw: { handlers: [...shellHandlers(scenarios.noOrganisation), ...catalogueHandlers({ failures: ['listIndustryOptions'] })] },
  },
  play: async ({ canvas }) => {
    await nameStep(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};
