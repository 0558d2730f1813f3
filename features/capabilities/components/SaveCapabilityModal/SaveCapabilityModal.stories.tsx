import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { isApiError } from '~/lib/api';
import { catalogueGeographies, catalogueHandlers, catalogueIndustries, cataloguePlans, catalogueUseCases } from '~/fixtures';
import { findDialog, withAcmeSession } from '../../../workflows/components/__tests__/storySupport';
import { useCapabilityActions } from '../../api/capabilityActions';
import { capabilityMetadata, initialSaveValues } from '../../model/saveCapabilityForm';
import { SaveCapabilityModal, type SaveCapabilityModalProps } from './SaveCapabilityModal';

const options = {
  plans: cataloguePlans.filter((plan) => plan.geography === 'in'),
  industries: catalogueIndustries,
  geographies: catalogueGeographies,
  useCases: catalogueUseCases,
};

/** Saves through POST /capabilities (fixture handlers): a 422 means the name is taken. */
function Harness({ onSubmit, ...props }: SaveCapabilityModalProps) {
  const { create } = useCapabilityActions();
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      <p>{saved ? `Saved as ${saved}` : 'Not saved'}</p>
      <SaveCapabilityModal
        {...props}
        isOpen={props.isOpen && saved === null}
        onSubmit={async (values) => {
          void onSubmit(values);
          try {
            const { id } = await create({ ...capabilityMetadata(values), object: null });
            setSaved(id);
            return 'saved';
          } catch (error) {
            if (isApiError(error) && error.status === 422) return 'nameTaken';
            return 'failed';
          }
        }}
      />
    </>
  );
}

const meta = {
  title: 'Capabilities/SaveCapabilityModal',
  component: SaveCapabilityModal,
  decorators: [withAcmeSession],
  args: {
    isOpen: true,
    initialValues: initialSaveValues('Untitled-4f2a'),
    options,
    submitLabel: 'Publish',
    onCancel: fn(),
    onSubmit: fn(async () => 'saved' as const),
  },
  parameters: {
    msw: { handlers: catalogueHandlers() },
    a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof SaveCapabilityModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(body: ReturnType<typeof within>, label: RegExp, option: string) {
  await userEvent.click(body.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Every field's message of section 5.3 after an empty submit. */
export const FieldErrors: Story = {
  args: { initialValues: initialSaveValues('') },
  play: async ({ args }) => {
    const body = within(await findDialog('Save as a Capability'));
    await userEvent.click(body.getByRole('button', { name: 'Publish' }));
    for (const message of [
      'Name is required',
      'Description is required',
      'At least one pricing plan must be selected',
      'Industry is required',
      'Country is required',
      'Lifecycle stage is required',
    ]) {
      await expect(await body.findByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(body.getByRole('textbox', { name: /Capability Name/ }), 'ab');
    await expect(await body.findByText('Capability Name must be at least 3 characters long.')).toBeVisible();
  },
};

/** Only countries not coming soon are offered. */
export const CountriesOffered: Story = {
  play: async () => {
    const body = within(await findDialog('Save as a Capability'));
    await userEvent.click(body.getByRole('button', { name: /Country/ }));
    const listbox = await screen.findByRole('listbox');
    const offered = within(listbox).getAllByRole('option').map((option) => option.textContent);
    await expect(offered).toEqual(catalogueGeographies.filter((g) => !g.comingSoon).map((g) => g.displayText));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

async function fillValid(body: ReturnType<typeof within>, name: string) {
  const field = body.getByRole('textbox', { name: /Capability Name/ });
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.type(body.getByRole('textbox', { name: /Description/ }), 'Checks the payout account before money moves.');
  await userEvent.click(body.getByRole('button', { name: /Pricing Plans/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Growth' }));
  await userEvent.keyboard('{Escape}');
  await choose(body, /Industry/, catalogueIndustries[0]!.displayText);
  await choose(body, /Country/, 'India');
  await choose(body, /Lifecycle Stage/, 'Onboarding');
}

/** A name the organisation already uses: the message under the name, the dialog stays; typing clears it. */
export const NameTaken: Story = {
  play: async ({ canvas }) => {
    const body = within(await findDialog('Save as a Capability'));
    await fillValid(body, 'payout beneficiary check');
    await userEvent.click(body.getByRole('button', { name: 'Publish' }));
    await expect(await body.findByText('A capability with the given name already exists')).toBeVisible();
    await expect(canvas.getByText('Not saved')).toBeInTheDocument();
    await userEvent.type(body.getByRole('textbox', { name: /Capability Name/ }), ' v2');
    await expect(body.queryByText('A capability with the given name already exists')).not.toBeInTheDocument();
  },
};

/** A valid form saves with one of each list. */
export const Saves: Story = {
  play: async ({ args, canvas }) => {
    const body = within(await findDialog('Save as a Capability'));
    await fillValid(body, 'Payout Account Gate');
    await userEvent.click(body.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(canvas.getByText(/^Saved as cap_/)).toBeInTheDocument());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Payout Account Gate', plansWithAccess: ['growth'], geography: 'in', useCase: 'onboarding', active: true }),
    );
  },
};
