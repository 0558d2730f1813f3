import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { catalogueHandlers } from '~/fixtures';
import { findDialog, withAcmeSession } from '../../../components/__tests__/storySupport';
import { ServiceModal } from './ServiceModal';

const meta = {
  title: 'Workflows/ServiceModal',
  component: ServiceModal,
  decorators: [withAcmeSession],
  args: { isOpen: true, usedServiceIds: ['pan-verification', 'name-match'], scope: 'workflow', onSelect: fn(), onCancel: fn() },
  parameters: { msw: { handlers: catalogueHandlers() } },
} satisfies Meta<typeof ServiceModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewService: Story = {
  play: async ({ args }) => {
    const body = within(await findDialog('New Service'));
    const list = await body.findByRole('list', { name: 'Services' });
    await expect(within(list).getByRole('button', { name: 'Name Match' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(list).getByRole('button', { name: 'Face Match' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'face-match' }));
  },
};

export const EditService: Story = {
  args: { currentServiceId: 'pan-verification' },
  play: async ({ args }) => {
    const body = within(await findDialog('Edit Service'));
    const list = await body.findByRole('list', { name: 'Services' });
    await expect(within(list).getByRole('button', { name: 'PAN Verification' })).toBeDisabled();
    within(list).getByRole('button', { name: 'UPI ID Verification' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'upi-verification' }));
  },
};
