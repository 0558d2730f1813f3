import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CardGrid } from '~/design-system';
import { WorkflowCard } from './WorkflowCard';

const now = () => new Date('2025-06-01T06:30:00.000Z');

const meta = {
  title: 'Workflows/WorkflowCard',
  component: WorkflowCard,
  args: {
    name: 'Retail onboarding KYC',
    id: 'wf_retail_onboarding_kyc',
    updatedAt: '2025-05-21T14:40:00.000Z',
    to: '/workflows/wf_retail_onboarding_kyc/edit',
    now,
  },
  render: (args) => (
    <div style={{ width: '22rem' }}>
      <CardGrid as="ul" aria-label="Workflows">
        <WorkflowCard {...args} />
      </CardGrid>
    </div>
  ),
} satisfies Meta<typeof WorkflowCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only (a template): name link to the edit route, id with copy, no menu. */
export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Retail onboarding KYC' })).toHaveAttribute('href', '/workflows/wf_retail_onboarding_kyc/edit');
    await expect(canvas.getByText('Edited 10 days ago')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy ID of Retail onboarding KYC' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Actions for/ })).toBeNull();
  },
};

/** With the hover menu, opened by keyboard: the actions run their handlers. */
export const WithMenu: Story = {
  args: {
    actions: [
      { id: 'edit', label: 'Edit', icon: 'edit', onAction: fn() },
      { id: 'duplicate', label: 'Duplicate', icon: 'copy', onAction: fn() },
      { id: 'export', label: 'Export', icon: 'download', onAction: fn() },
      { id: 'delete', label: 'Delete', icon: 'trash', tone: 'danger', onAction: fn() },
    ],
  },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions for Retail onboarding KYC' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Duplicate', 'Export', 'Delete']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Export' }));
    await expect(args.actions?.[2]?.onAction).toHaveBeenCalledTimes(1);
    // The menu closes with an animation: the picture is of the card once it has gone.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A long name is cut after two lines. */
export const LongName: Story = {
  args: { name: 'Retail onboarding KYC with PAN, bank account penny-drop, mobile risk and a manual review branch for thin files' },
};
