import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as yup from 'yup';
import { countries } from '~/fixtures/formOptions';
import { useFormFields } from '../form';
import { ComboBox, type ComboBoxItem, type ComboBoxProps } from './ComboBox';

const countryItems: ComboBoxItem[] = countries.map((c) => ({ id: c.id, label: c.label }));

function ControlledComboBox(props: ComboBoxProps) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <div style={{ width: '20rem' }}>
      <ComboBox
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
    </div>
  );
}

const countrySchema = yup.object({ country: yup.string().nullable().required('Required') });

function BoundComboBox(props: Omit<ComboBoxProps, 'value' | 'onChange' | 'onBlur'>) {
  const form = useFormFields(countrySchema, { country: null as string | null });
  return (
    <div style={{ width: '20rem' }}>
      <ComboBox {...props} {...form.fields.country} />
    </div>
  );
}

async function settled() {
  await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations()).toHaveLength(0));
}

const meta = {
  title: 'Design system/ComboBox',
  component: ComboBox,
  render: (args) => <ControlledComboBox {...args} />,
  args: { label: 'Country', items: countryItems, placeholder: 'Search countries', onChange: fn() },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'ind');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['India', 'Indonesia']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Indonesia' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('ID');
    await expect(input).toHaveValue('Indonesia');
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'Search countries');
  },
};

export const Filled: Story = {
  args: { value: 'IN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('India');
  },
};

export const CaseInsensitiveSearch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'ARAB');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Saudi Arabia', 'United Arab Emirates']);
    await settled();
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Atlantis');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveAttribute('data-empty', 'true');
    await expect(listbox).toHaveTextContent('No results found');
    await settled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('united');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option', { name: 'United Kingdom' }).id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('GB');
    await expect(input).toHaveValue('United Kingdom');
    await expect(input).toHaveFocus();
    // Editing the text reopens the filtered list; Escape puts back the chosen option's label.
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['United Kingdom']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input).toHaveValue('United Kingdom');
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('listbox');
    await expect(within(reopened).getAllByRole('option')).toHaveLength(countryItems.length);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const RequiredErrorAfterBlur: Story = {
  render: (args) => <BoundComboBox {...args} />,
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(canvas.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByText('Required')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('nep');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByText('Required')).not.toBeInTheDocument());
    await expect(input).toHaveValue('Nepal');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'SG' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Singapore');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HelpTooltip: Story = {
  args: { help: 'The country of the registered business address.' },
  decorators: [(Story) => <div style={{ paddingTop: '4.5rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More info about Country' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('The country of the registered business address.');
    await settled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Country of incorporation as it appears on the certificate of registration',
    value: 'AE',
    isInvalid: true,
    errorMessage: 'Businesses incorporated in this country need an enhanced due diligence review before going live',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /Country of incorporation/ });
    await expect(input).toHaveValue('United Arab Emirates');
    await expect(input).toHaveAccessibleDescription(
      'Businesses incorporated in this country need an enhanced due diligence review before going live',
    );
  },
};

export const InvalidValue: Story = {
  args: { value: { id: 'IN', label: 'India' } as unknown as string },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('This value cannot be shown: choose an option from the list')).toBeVisible();
  },
};
