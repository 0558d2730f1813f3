import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findDialog } from '../../components/__tests__/storySupport';
import { DuplicateWorkflowModal } from './DuplicateWorkflowModal';

const meta = {
  title: 'Workflows/DuplicateWorkflowModal',
  component: DuplicateWorkflowModal,
  args: {
    isOpen: true,
    sourceName: 'Login device guard',
    onSubmit: fn(async (name: string) => (name.toLowerCase() === 'retail onboarding kyc' ? ('nameTaken' as const) : ('duplicated' as const))),
    onCancel: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    // react-aria announces a pending button by reference; the reference outlives the button for a few seconds.
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
} satisfies Meta<typeof DuplicateWorkflowModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '{name}_copy' by default. */
export const DefaultName: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog('Duplicate Workflow'));
    await expect(dialog.getByRole('textbox', { name: /Workflow Name/ })).toHaveValue('Login device guard_copy');
    await userEvent.click(dialog.getByRole('button', { name: 'Duplicate' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Login device guard_copy');
  },
};

/** A taken name shows the clash under the field; typing clears it. */
export const NameTaken: Story = {
  play: async () => {
    const dialog = within(await findDialog('Duplicate Workflow'));
    const name = dialog.getByRole('textbox', { name: /Workflow Name/ });
    await userEvent.clear(name);
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await userEvent.type(name, 'Retail onboarding KYC');
    await userEvent.click(dialog.getByRole('button', { name: 'Duplicate' }));
    await expect(await dialog.findByText('A workflow with the given name already exists')).toBeVisible();
  },
};

/** The capability list's wording. */
export const Capability: Story = {
  args: { title: 'Duplicate Capability', nameLabel: 'Capability Name', nameTakenMessage: 'A capability with the given name already exists', sourceName: 'PAN and bank match' },
  play: async () => {
    const dialog = within(await findDialog('Duplicate Capability'));
    await expect(dialog.getByRole('textbox', { name: /Capability Name/ })).toHaveValue('PAN and bank match_copy');
  },
};
