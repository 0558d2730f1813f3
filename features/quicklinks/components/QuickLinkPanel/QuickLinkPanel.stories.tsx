import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '~/design-system';
import { withSession } from '~/features/apiKeys/pages/__tests__/storySession';
import { FIXTURE_WORKFLOW_IDS, quickLinksHandlers, scenarios, type QuickLinksHandlerOptions } from '~/fixtures';
import { decodeQrSvg } from '../__tests__/decodeQr';
import { expectToast, settled, storyNow } from '../__tests__/storySupport';
import { QuickLinkPanel } from './QuickLinkPanel';

const handlers = (options: QuickLinksHandlerOptions = {}) => ({ handlers: quickLinksHandlers(options) });

const meta = {
  title: 'Pages/QuickLinks/QuickLinkPanel',
  component: QuickLinkPanel,
  decorators: [withSession],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    workflowId: FIXTURE_WORKFLOW_IDS.onboarding,
    workflowName: 'Retail onboarding KYC',
    now: storyNow,
  },
  parameters: {
    msw: handlers(),
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
} satisfies Meta<typeof QuickLinkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPanel() {
  const panel = within(await screen.findByRole('dialog', { name: 'Quicklink' }));
  await settled();
  return panel;
}

const field = (panel: ReturnType<typeof within>, name: RegExp) => panel.getByRole('textbox', { name });

/** The empty form: the limit is 1, Generate Link waits for a name, the result side says what will show. */
export const EmptyForm: Story = {
  parameters: { msw: handlers() },
  play: async () => {
    const panel = await openPanel();
    await expect(field(panel, /QuickLink Name/)).toHaveValue('');
    await expect(field(panel, /Transaction Limit/)).toHaveValue('1');
    await expect(panel.getByRole('switch', { name: 'Show the decision to the end user' })).not.toBeChecked();
    await expect(panel.getByRole('button', { name: 'Generate Link' })).toBeDisabled();
    await expect(panel.getByText('No link generated yet')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'View all QuickLinks' })).toHaveAttribute('href', '/quicklinks');
  },
};

/** Every message of document 2 section 5.6; Generate Link stays disabled while any shows. */
export const ValidationMessages: Story = {
  parameters: { msw: handlers() },
  play: async () => {
    const panel = await openPanel();
    const name = field(panel, /QuickLink Name/);
    const url = field(panel, /Redirection URL/);
    const limit = field(panel, /Transaction Limit/);
    const generate = panel.getByRole('button', { name: 'Generate Link' });

    await userEvent.click(name);
    await userEvent.tab();
    await expect(await panel.findByText('Quicklink name is required')).toBeVisible();
    await userEvent.type(name, 'ab');
    await expect(await panel.findByText('Name must be at least 3 characters')).toBeVisible();
    await userEvent.type(name, 'c'.repeat(49));
    await expect(await panel.findByText('Name must be less than 50 characters')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'Partner app');
    await waitFor(() => expect(panel.queryByText(/Name must be/)).toBeNull());

    await userEvent.type(url, 'partner.example/done');
    await userEvent.tab();
    await expect(await panel.findByText('Please enter a valid URL (e.g. https://www.example.com)')).toBeVisible();
    await expect(generate).toBeDisabled();
    await userEvent.clear(url);

    for (const [typed, message] of [
      ['', 'Transaction limit is required'],
      ['2.5', 'Transaction limit must be a whole number'],
      ['0', 'Transaction limit must be at least 1'],
      ['1001', 'Transaction limit must not exceed 1000'],
    ] as const) {
      await userEvent.clear(limit);
      if (typed) await userEvent.type(limit, typed);
      await userEvent.tab();
      await expect(await panel.findByText(message)).toBeVisible();
      await expect(generate).toBeDisabled();
    }
    await userEvent.clear(limit);
    await userEvent.type(limit, '25');
    await waitFor(() => expect(generate).toBeEnabled());
    // Left with the three limit-free fields filled in and one message, for the screenshot.
    await userEvent.type(url, 'ftp://partner.example');
    await userEvent.tab();
    await expect(await panel.findByText('Please enter a valid URL (e.g. https://www.example.com)')).toBeVisible();
    await expect(generate).toBeDisabled();
  },
};

/**
 * Generates a link: 'Link Generated', its QR code decodes back to exactly the link, the URL shows cut
 * to 37 characters and '...', copy takes the whole link; the form starts again.
 */
export const GeneratedResult: Story = {
  parameters: { msw: handlers() },
  play: async () => {
    const panel = await openPanel();
    await userEvent.type(field(panel, /QuickLink Name/), 'Partner app');
    await userEvent.type(field(panel, /Redirection URL/), 'https://partner.example/done');
    await userEvent.clear(field(panel, /Transaction Limit/));
    await userEvent.type(field(panel, /Transaction Limit/), '25');
    await userEvent.click(panel.getByRole('switch', { name: 'Show the decision to the end user' }));
    const generate = panel.getByRole('button', { name: 'Generate Link' });
    await waitFor(() => expect(generate).toBeEnabled());
    await userEvent.click(generate);
    await expectToast('Link Generated', 'QuickLink has been generated successfully');

    const result = within(panel.getByRole('region', { name: 'Generated QuickLink' }));
    await expect(result.getByRole('heading', { name: 'Partner app' })).toBeVisible();
    const shown = result.getByTitle(/^http:\/\/localhost:4000\/flow\?options=/);
    const url = shown.getAttribute('title') ?? '';
    await expect(shown).toHaveTextContent(`${url.slice(0, 37)}...`);
    await expect(await decodeQrSvg(await result.findByRole('img', { name: 'QR code for Partner app' }))).toBe(url);
    const options = JSON.parse(atob(decodeURIComponent(new URL(url).searchParams.get('options') ?? ''))) as Record<string, unknown>;
    await expect(options).toMatchObject({ workflowId: FIXTURE_WORKFLOW_IDS.onboarding, type: 'INIT_DATA', env: 'production' });
    await expect(result.getByText('25')).toBeVisible();
    await expect(result.getByText('Yes')).toBeVisible();
    await expect(result.getByText('Never')).toBeVisible();

    await userEvent.click(result.getByRole('button', { name: 'Copy QuickLink' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(url);
    await expectToast('Copied to clipboard');
    await waitFor(() => expect(result.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument());

    await expect(field(panel, /QuickLink Name/)).toHaveValue('');
    await expect(field(panel, /Redirection URL/)).toHaveValue('');
    await expect(field(panel, /Transaction Limit/)).toHaveValue('1');
    await expect(panel.getByRole('switch', { name: 'Show the decision to the end user' })).not.toBeChecked();
    await expect(generate).toBeDisabled();
  },
};

/** Beyond the specification: an expiry day, sent as the end of that day in IST. */
export const WithExpiry: Story = {
  parameters: { msw: handlers() },
  play: async () => {
    const panel = await openPanel();
    await userEvent.type(field(panel, /QuickLink Name/), 'Summer campaign');
    const day = panel.getAllByRole('spinbutton', { name: /day/i })[0];
    if (!day) throw new Error('No day segment');
    await userEvent.click(day);
    // The fixtures check the expiry against the real clock: a day far ahead stays in the future.
    await userEvent.keyboard('30062099');
    const generate = panel.getByRole('button', { name: 'Generate Link' });
    await waitFor(() => expect(generate).toBeEnabled());
    await userEvent.click(generate);
    await expectToast('Link Generated', 'QuickLink has been generated successfully');
    await expect(panel.getByRole('heading', { name: 'Summer campaign' })).toBeVisible();
    await expect(panel.getByText('30 Jun 2099')).toBeVisible();
    await expect(await panel.findByRole('img', { name: 'QR code for Summer campaign' })).toBeVisible();
  },
};

export const GenerateFails: Story = {
  parameters: { msw: handlers({ failures: { createQuickLink: 500 } }) },
  play: async () => {
    const panel = await openPanel();
    await userEvent.type(field(panel, /QuickLink Name/), 'Partner app');
    const generate = panel.getByRole('button', { name: 'Generate Link' });
    await waitFor(() => expect(generate).toBeEnabled());
    await userEvent.click(generate);
    await expectToast('Error', 'Something went wrong');
    await expect(field(panel, /QuickLink Name/)).toHaveValue('Partner app');
    await expect(panel.getByText('No link generated yet')).toBeVisible();
  },
};

/** A sales user sees the form but may not generate links. */
export const SalesCannotGenerate: Story = {
  parameters: { scenario: scenarios.salesTestPostpaid, msw: handlers({ role: 'sales' }) },
  play: async () => {
    const panel = await openPanel();
    await expect(panel.getByText('You do not have permission to create QuickLinks.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Generate Link' })).toBeDisabled();
    await expect(field(panel, /QuickLink Name/)).toBeDisabled();
  },
};
