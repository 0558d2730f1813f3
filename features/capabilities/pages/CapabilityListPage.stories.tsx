import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '~/lib/routes';
import { toast } from '~/design-system';
import { catalogueCapabilities, catalogueHandlers, scenarios, workflowsHandlers, type CatalogueHandlerOptions } from '~/fixtures';
import { capabilityRunHandlers } from '~/fixtures/capabilityRuns';
import { cardOf, chooseAction, expectToast, findCards, listNow, settled, withListSession } from '../../workflows/list/__tests__/listStorySupport';
import type { SaveFile } from '~/design-system';
import { CapabilityListPage } from './CapabilityListPage';

const handlers = (options: CatalogueHandlerOptions = {}, runFails = false) => ({
  handlers: [...capabilityRunHandlers({ fails: runFails }), ...catalogueHandlers(options), ...workflowsHandlers()],
});

function Destination({ label }: { label: string }) {
  const { capabilityId = '', transactionId = '' } = useParams();
  return (
    <p>
      {label} {capabilityId || transactionId}
    </p>
  );
}

function Routes({ saveFile }: { saveFile: SaveFile }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: paths.capabilities, element: <CapabilityListPage now={listNow} saveFile={saveFile} /> },
        { path: paths.capabilityCreate, element: <Destination label="New capability builder" /> },
        { path: paths.capabilityEdit, element: <Destination label="Builder of" /> },
        { path: paths.reportTransaction, element: <Destination label="Transaction" /> },
      ],
      { initialEntries: [paths.capabilities] },
    ),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/Capabilities/CapabilityListPage',
  component: CapabilityListPage,
  decorators: [withListSession],
  args: { saveFile: fn() },
  render: (args) => <Routes saveFile={args.saveFile ?? fn()} />,
  parameters: {
    router: 'own',
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
} satisfies Meta<typeof CapabilityListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the Growth plan sees (section 5.5): its own capabilities and the active platform ones that list growth. */
const VISIBLE = catalogueCapabilities.filter((c) => !c.isPlatform || (c.active && c.plansWithAccess.includes('growth'))).map((c) => c.name);

/** The capabilities the Growth plan sees, newest edit first, with their status and '(n items)'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const cards = await findCards(canvas, 'Capabilities');
    const names = cards.getAllByRole('link').map((link) => link.textContent);
    await expect([...names].sort()).toEqual([...VISIBLE].sort());
    await expect(canvas.getByRole('heading', { name: /Capability/ })).toHaveTextContent(`Capability (${VISIBLE.length} items)`);
    await expect(within(cardOf(cards, 'Login Contact Guard')).getByText('Inactive')).toBeVisible();
    await expect(within(cardOf(cards, 'Payout Beneficiary Check')).getByText('Active')).toBeVisible();
    await expect(within(cardOf(cards, 'Payout Beneficiary Check')).getByText(/^Edited .* ago$/)).toBeVisible();
  },
};

/** The status dropdown: In-active shows only the inactive ones. */
export const StatusFilter: Story = {
  play: async ({ canvas }) => {
    await findCards(canvas, 'Capabilities');
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All', 'Active', 'In-active']);
    await userEvent.click(screen.getByRole('option', { name: 'In-active' }));
    // The list's exit animation ends before the screenshot.
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('heading', { name: /Capability/ })).toHaveTextContent('Capability (1 item)'));
    const cards = await findCards(canvas, 'Capabilities');
    await expect(cards.getAllByRole('link').map((link) => link.textContent)).toEqual(['Login Contact Guard']);
  },
};

/** The first answer is on its way. */
export const Loading: Story = {
  parameters: { msw: handlers({ latency: 60_000 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading capabilities' })).toBeInTheDocument();
  },
};

/** No capability yet: the empty state leads to the builder. */
export const Empty: Story = {
  parameters: { msw: handlers({ capabilities: [], planId: 'free' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Hey, you have not created any Capability.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Capability' }));
    await expect(await canvas.findByText(/New capability builder/)).toBeVisible();
  },
};

/** A search that matches nothing. */
export const FilteredEmpty: Story = {
  play: async ({ canvas }) => {
    await findCards(canvas, 'Capabilities');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search capabilities' }), 'no such capability');
    await expect(await canvas.findByRole('heading', { name: 'No Result Found!' })).toBeVisible();
  },
};

/** The list failed: the technical-issue state with Retry. */
export const LoadError: Story = {
  parameters: { msw: handlers({ failures: ['listCapabilities'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    await expect(canvas.getByText('It seems there is a technical issue that is preventing data from loading.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  },
};

/** Duplicate: the name defaults to '{name}_copy'; the copy opens in the builder. */
export const Duplicate: Story = {
  play: async ({ canvas }) => {
    const cards = await findCards(canvas, 'Capabilities');
    await chooseAction(cards, 'Payout Beneficiary Check', 'Duplicate');
    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate Capability' }));
    await settled();
    await expect(dialog.getByRole('textbox', { name: /Capability Name/ })).toHaveValue('Payout Beneficiary Check_copy');
    await userEvent.click(dialog.getByRole('button', { name: 'Duplicate' }));
    await expectToast('Capability saved successfully');
    await expect(await canvas.findByText(/Builder of cap_/)).toBeVisible();
  },
};

/** Export downloads the capability as JSON named after it. */
export const Export: Story = {
  play: async ({ args, canvas }) => {
    const cards = await findCards(canvas, 'Capabilities');
    await chooseAction(cards, 'Payout Beneficiary Check', 'Export');
    await expectToast('Capability exported successfully');
    await expect(args.saveFile).toHaveBeenCalledWith('Payout_Beneficiary_Check.json', expect.stringContaining('"id": "cap_payout-beneficiary"'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** The try-out action runs the capability and links to the transaction. */
export const Tryout: Story = {
  play: async ({ canvas }) => {
    const cards = await findCards(canvas, 'Capabilities');
    await chooseAction(cards, 'Payout Beneficiary Check', 'Tryout');
    const dialog = within(await screen.findByRole('dialog', { name: 'Tryout Capability' }));
    await settled();
    const row = within(dialog.getByRole('listitem', { name: 'Parameter 1' }));
    await userEvent.click(row.getByRole('button', { name: /Parameter/ }));
    await userEvent.click(await screen.findByRole('option', { name: /vpa|UPI/i }));
    await userEvent.type(row.getByRole('textbox', { name: 'Value' }), 'ravi@okhdfc');
    await userEvent.click(dialog.getByRole('button', { name: 'Tryout' }));
    await expect(await dialog.findByText('Transaction successfully executed')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'View Transaction' }));
    await expect(await canvas.findByText(/Transaction txn_/)).toBeVisible();
  },
};

/** A sales user reads the list but creates nothing: no New Capability, no Duplicate. */
export const ReadOnly: Story = {
  parameters: { scenario: scenarios.salesTestPostpaid },
  play: async ({ canvas }) => {
    const cards = await findCards(canvas, 'Capabilities');
    await expect(canvas.queryByRole('button', { name: 'New Capability' })).toBeNull();
    await userEvent.click(within(cardOf(cards, 'Payout Beneficiary Check')).getByRole('button', { name: 'Actions for Payout Beneficiary Check' }));
    await screen.findByRole('menuitem', { name: 'Edit' });
    await settled();
    await expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Duplicate' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};
