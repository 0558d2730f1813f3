import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { TRYOUT_WORKFLOWS, tryoutHandlers } from '~/fixtures';
import { findDialog, withAcmeSession } from '../../../components/__tests__/storySupport';
import { IntegratePanel } from './IntegratePanel';

const meta = {
  title: 'Workflows/IntegratePanel',
  component: IntegratePanel,
  decorators: [withAcmeSession],
  args: { isOpen: true, onOpenChange: fn(), workflowId: TRYOUT_WORKFLOWS.onboarding, origin: 'https://console.veriflow.example' },
  parameters: {
    msw: { handlers: tryoutHandlers() },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  beforeEach: () => {
    toast.clear();
  },
} satisfies Meta<typeof IntegratePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPanel() {
  return within(await findDialog('Integrate'));
}

/** The credentials, the cURL of the workflow's request, the steps and the webhook check. */
export const Curl: Story = {
  play: async () => {
    const panel = await openPanel();
    await expect(await panel.findByRole('list', { name: 'API keys' })).toBeInTheDocument();
    await expect(panel.getByRole('link', { name: 'Manage API keys' })).toHaveAttribute('href', '/admin/api-keys');
    const curl = await panel.findByText(/curl --request POST/);
    await expect(curl).toHaveTextContent(`"workflowId": "${TRYOUT_WORKFLOWS.onboarding}"`);
    await expect(curl).toHaveTextContent('X-Veriflow-Auth-Org-ID');
    await expect(panel.getByRole('heading', { name: 'Verify a webhook signature' })).toBeInTheDocument();
    await expect(panel.getByText(/createHmac\('sha256', key\)/)).toBeInTheDocument();
  },
};

/** Table View: the method, URL, headers and body fields. */
export const TableView: Story = {
  play: async () => {
    const panel = await openPanel();
    await userEvent.click(await panel.findByRole('tab', { name: 'Table View' }));
    const headers = panel.getByRole('table', { name: 'Headers' });
    await expect(within(headers).getByRole('cell', { name: 'Authorization' })).toBeInTheDocument();
    await expect(within(panel.getByRole('table', { name: 'Body' })).getByRole('cell', { name: 'workflowId' })).toBeInTheDocument();
  },
};

/** Code samples: JavaScript (fetch) first, then Python and Go, generated from the same request. */
export const CodeSamples: Story = {
  play: async () => {
    const panel = await openPanel();
    await userEvent.click(await panel.findByRole('tab', { name: 'Code samples' }));
    await expect(await panel.findByText(/await fetch\(url, options\)/, {}, { timeout: 10_000 })).toBeInTheDocument();
    for (const [language, marker] of [
      ['Python', /requests\.post\(/],
      ['Go', /http\.NewRequest\("POST"/],
    ] as const) {
      await userEvent.click(panel.getByRole('button', { name: /Language/ }));
      await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: language }));
      await expect(await panel.findByText(marker, {}, { timeout: 10_000 })).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** No API keys yet: a way to API Keys. */
export const NoKeys: Story = {
  parameters: { msw: { handlers: tryoutHandlers({ access: { empty: true } }) } },
  play: async () => {
    const panel = await openPanel();
    await expect(await panel.findByText('No API keys yet')).toBeInTheDocument();
  },
};

/** The request's inputs cannot be read. */
export const LoadError: Story = {
  parameters: { msw: { handlers: tryoutHandlers({ workflows: { failures: { getInputDetails: 500 } } }) } },
  play: async () => {
    const panel = await openPanel();
    await expect(await panel.findByText('It seems there is a technical issue that is preventing data from loading.', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
