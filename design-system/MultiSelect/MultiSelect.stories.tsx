import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as yup from 'yup';
import { countries, geographies, outcomeOptions } from '~/fixtures/formOptions';
import { useFormFields } from '../form';
import { MultiSelect, type MultiSelectItem, type MultiSelectProps } from './MultiSelect';

const geographyItems: MultiSelectItem[] = geographies.map((g) => ({ id: g.value, label: g.displayText, isDisabled: g.comingSoon }));
const outcomeItems: MultiSelectItem[] = outcomeOptions.map((o) => ({ id: o.id, label: o.label }));
const countryItems: MultiSelectItem[] = countries.map((c) => ({ id: c.id, label: c.label }));

function ControlledMultiSelect(props: MultiSelectProps) {
  const [value, setValue] = useState<readonly string[]>(props.value ?? []);
  return (
    <div style={{ width: '20rem' }}>
      <MultiSelect
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

const regionsSchema = yup.object({ regions: yup.array(yup.string().required()).min(1, 'Required') });

function BoundMultiSelect(props: Omit<MultiSelectProps, 'value' | 'onChange' | 'onBlur'>) {
  const form = useFormFields(regionsSchema, { regions: [] as string[] });
  return (
    <div style={{ width: '20rem' }}>
      <MultiSelect {...props} {...form.fields.regions} />
    </div>
  );
}

async function settled() {
  await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations()).toHaveLength(0));
}

const meta = {
  title: 'Design system/MultiSelect',
  component: MultiSelect,
  render: (args) => <ControlledMultiSelect {...args} />,
  args: { label: 'Geography', items: geographyItems, placeholder: 'Select geographies', onChange: fn() },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Geography/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'India' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'USA' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['in', 'us']);
    await expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('India, USA');
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Geography/ })).toHaveTextContent('Select geographies');
  },
};

export const Filled: Story = {
  args: { value: ['in', 'id'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Geography/ })).toHaveTextContent('India, Indonesia');
  },
};

export const AllSelected: Story = {
  args: { label: 'Outcome', items: outcomeItems, placeholder: 'Any outcome', value: outcomeItems.map((o) => o.id) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Outcome/ })).toHaveTextContent(/^All$/);
  },
};

export const CustomAllLabel: Story = {
  args: { label: 'Geography', value: ['in', 'id', 'us'], allLabel: 'All geographies' },
  play: async ({ canvas }) => {
    // UK and Philippines are coming soon (disabled), so the three others are everything.
    await expect(canvas.getByRole('button', { name: /Geography/ })).toHaveTextContent('All geographies');
  },
};

export const CountWhenMany: Story = {
  args: { label: 'Countries', items: countryItems, placeholder: 'Select countries', value: ['IN', 'ID', 'PH', 'SG'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Countries/ })).toHaveTextContent('4 selected');
  },
};

export const Keyboard: Story = {
  args: { label: 'Outcome', items: outcomeItems, placeholder: 'Any outcome' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Outcome/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Success' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Rejected' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['REJECTED', 'MANUAL_REVIEW']);
    await expect(within(listbox).getByRole('option', { name: 'Manual Review' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(' ');
    await expect(within(listbox).getByRole('option', { name: 'Manual Review' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Home} {ArrowDown}{ArrowDown} {ArrowDown} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['REJECTED', 'SUCCESS', 'MANUAL_REVIEW', 'ERROR']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent(/^All/);
  },
};

export const Open: Story = {
  args: { value: ['in'] },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: /Geography/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'India' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getByRole('option', { name: 'UK' })).toHaveAttribute('aria-disabled', 'true');
    await settled();
  },
};

export const RequiredErrorAfterBlur: Story = {
  render: (args) => <BoundMultiSelect {...args} />,
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Geography/ });
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByText('Required')).toBeVisible();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'India' })).toHaveFocus());
    await userEvent.keyboard(' {Escape}');
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
    await waitFor(() => expect(canvas.queryByText('Required')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('India');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: ['in', 'us'] },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Geography/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HelpTooltip: Story = {
  args: { help: 'Checks run only for applicants from the chosen geographies.' },
  decorators: [(Story) => <div style={{ paddingTop: '4.5rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More info about Geography' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Checks run only for applicants from the chosen geographies.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Select geographies Geography' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Countries where the enhanced due diligence workflow should run automatically',
    items: countryItems,
    value: ['AE', 'SA'],
    maxListed: 5,
    description: 'Applicants from other countries follow the standard onboarding checks without the enhanced steps',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Countries where/ })).toHaveTextContent('Saudi Arabia, United Arab Emirates');
  },
};

export const InvalidValue: Story = {
  args: { value: 'in' as unknown as string[] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This value cannot be shown: choose an option from the list')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Geography/ })).toHaveTextContent('Select geographies');
  },
};
