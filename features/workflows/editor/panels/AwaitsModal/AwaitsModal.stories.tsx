import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { catalogueHandlers, catalogueInputAttributes } from '~/fixtures';
import { findDialog, withAcmeSession } from '../../../components/__tests__/storySupport';
import { AwaitsModal } from './AwaitsModal';

const TITLE = 'Awaits';

const meta = {
  title: 'Workflows/AwaitsModal',
  component: AwaitsModal,
  decorators: [withAcmeSession],
  args: { isOpen: true, onAdd: fn(), onCancel: fn() },
  parameters: { msw: { handlers: catalogueHandlers() } },
} satisfies Meta<typeof AwaitsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openModal() {
  const dialog = await findDialog(TITLE);
  const body = within(dialog);
  await body.findByRole('row', { name: /Full Name/ });
  return { dialog, body };
}

export const Default: Story = {
  play: async ({ args }) => {
    const { dialog, body } = await openModal();
    await expect(dialog).toHaveAccessibleDescription('Pause the execution and return the evaluation state to transaction service.');
    await expect(body.getAllByRole('row')).toHaveLength(catalogueInputAttributes.length + 1);
    await expect(body.getByText('0 Values are Selected')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const SelectAndAdd: Story = {
  play: async ({ args }) => {
    const { body } = await openModal();
    await userEvent.click(within(body.getByRole('row', { name: /Bank Account Number/ })).getByRole('checkbox'));
    await expect(body.getByText('1 Value is Selected')).toBeVisible();
    await userEvent.click(within(body.getByRole('row', { name: /Country Code/ })).getByRole('checkbox'));
    await expect(body.getByText('2 Values are Selected')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('row', { name: /Date of Birth/ })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard(' ');
    await expect(body.getByText('3 Values are Selected')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledWith(['dob', 'accountNumber', 'countryCode']);
  },
};

export const SearchByKey: Story = {
  args: { values: ['fullName'] },
  play: async ({ args }) => {
    const { body } = await openModal();
    await expect(body.getByText('1 Value is Selected')).toBeVisible();
    await userEvent.type(body.getByRole('searchbox', { name: 'Search Values' }), 'PHONE');
    await waitFor(() => expect(body.getAllByRole('row')).toHaveLength(2));
    await expect(body.getByRole('row', { name: /Phone Number/ })).toBeVisible();
    await userEvent.click(within(body.getByRole('row', { name: /Phone Number/ })).getByRole('checkbox'));
    await expect(body.getByText('2 Values are Selected')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledWith(['fullName', 'phoneNumber']);
  },
};

export const NoAttributesFound: Story = {
  play: async () => {
    const { body } = await openModal();
    await userEvent.type(body.getByRole('searchbox', { name: 'Search Values' }), 'Full Name');
    await expect(await body.findByText('No attributes found')).toBeVisible();
  },
};

export const SortByKey: Story = {
  play: async () => {
    const { body } = await openModal();
    const firstCell = () => within(body.getAllByRole('row')[1] as HTMLElement).getAllByRole('rowheader')[0];
    await expect(firstCell()).toHaveTextContent('Bank Account Number');
    await userEvent.click(body.getByRole('columnheader', { name: /Key/ }));
    await waitFor(() => expect(firstCell()).toHaveTextContent('Bank Account Number'));
    await expect(within(body.getAllByRole('row')[1] as HTMLElement).getByText('accountNumber')).toBeVisible();
    await userEvent.click(body.getByRole('columnheader', { name: /Key/ }));
    await waitFor(() => expect(within(body.getAllByRole('row')[1] as HTMLElement).getByText('vpa')).toBeVisible());
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: catalogueHandlers({ failures: ['listInputAttributes'] }) } },
  play: async () => {
    const body = within(await findDialog(TITLE));
    await expect(await body.findByText('It seems there is a technical issue that is preventing data from loading.')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};
