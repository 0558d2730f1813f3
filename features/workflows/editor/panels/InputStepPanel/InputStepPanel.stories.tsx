import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { catalogueHandlers, catalogueInputAttributes } from '~/fixtures';
import { findDialog, withAcmeSession } from '../../../components/__tests__/storySupport';
import { InputStepPanel } from './InputStepPanel';

const meta = {
  title: 'Workflows/InputStepPanel',
  component: InputStepPanel,
  decorators: [withAcmeSession],
  args: { isOpen: true, onOpenChange: fn() },
  parameters: { msw: { handlers: catalogueHandlers() } },
} satisfies Meta<typeof InputStepPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await findDialog('Input step');
    await expect(dialog).toHaveAccessibleDescription('Input added by customers on the website or the app.');
    const body = within(dialog);
    await body.findByRole('row', { name: /Full Name/ });
    await expect(body.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Display Name', 'Key']);
    await expect(body.getAllByRole('row')).toHaveLength(catalogueInputAttributes.length + 1);
  },
};

export const SearchByKeyOrName: Story = {
  play: async () => {
    const body = within(await findDialog('Input step'));
    await body.findByRole('row', { name: /Full Name/ });
    const search = body.getByRole('searchbox', { name: 'Search by key or display name' });
    await userEvent.type(search, 'address');
    await waitFor(() => expect(body.getAllByRole('row')).toHaveLength(3));
    await expect(body.getByRole('row', { name: /Email Address/ })).toBeVisible();
    await expect(body.getByRole('row', { name: /IP Address/ })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'vpa');
    await waitFor(() => expect(body.getAllByRole('row')).toHaveLength(2));
    await expect(body.getByRole('row', { name: /UPI ID/ })).toBeVisible();
  },
};

export const NothingFound: Story = {
  play: async () => {
    const body = within(await findDialog('Input step'));
    await body.findByRole('row', { name: /Full Name/ });
    await userEvent.type(body.getByRole('searchbox', { name: 'Search by key or display name' }), 'passport');
    await expect(await body.findByText('No attributes found')).toBeVisible();
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: catalogueHandlers({ failures: ['listInputAttributes'] }) } },
  play: async ({ args }) => {
    const body = within(await findDialog('Input step'));
    await expect(await body.findByText('It seems there is a technical issue that is preventing data from loading.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
