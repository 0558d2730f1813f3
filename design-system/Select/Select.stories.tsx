import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectItem, type SelectProps } from './Select';

const industries: SelectItem[] = [
  { id: 'fintech', label: 'Fintech' },
  { id: 'lending', label: 'Lending' },
  { id: 'insurance', label: 'Insurance' },
  { id: 'gaming', label: 'Gaming', isDisabled: true },
  { id: 'ecommerce', label: 'E-commerce' },
];

const manyItems: SelectItem[] = Array.from({ length: 36 }, (_, index) => ({
  id: `region-${index + 1}`,
  label: `Region ${String(index + 1).padStart(2, '0')}`,
}));

function ControlledSelect(props: SelectProps) {
  const [selected, setSelected] = useState<string | null>(props.selectedKey ?? null);
  return (
    <div style={{ width: '20rem' }}>
      <Select
        {...props}
        selectedKey={selected}
        onSelectionChange={(id) => {
          setSelected(id);
          props.onSelectionChange?.(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Select',
  component: Select,
  render: (args) => <ControlledSelect {...args} />,
  args: { label: 'Industry', items: industries, placeholder: 'Select industry', onSelectionChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Industry/ }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Lending' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenCalledWith('lending');
    await expect(canvas.getByRole('button', { name: /Industry/ })).toHaveTextContent('Lending');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Industry/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Fintech' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'E-commerce' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenCalledWith('ecommerce');
    await expect(trigger).toHaveTextContent('E-commerce');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { selectedKey: 'insurance' },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: /Industry/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Insurance' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Gaming' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations()).toHaveLength(0));
  },
};

export const LongList: Story = {
  args: { label: 'Region', items: manyItems, placeholder: 'Select region' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Region/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(36);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    await userEvent.keyboard('{End}');
    const last = within(listbox).getByRole('option', { name: 'Region 36' });
    await waitFor(() => expect(last).toHaveFocus());
    await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('region-36');
    const trigger = canvas.getByRole('button', { name: /Region/ });
    await expect(trigger).toHaveTextContent('Region 36');
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('listbox');
    await waitFor(() => expect(within(reopened).getByRole('option', { name: 'Region 36' })).toHaveFocus());
    const lastOption = within(reopened).getByRole('option', { name: 'Region 36' });
    await waitFor(() => expect(lastOption.getBoundingClientRect().bottom).toBeLessThanOrEqual(reopened.getBoundingClientRect().bottom));
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations()).toHaveLength(0));
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Industry/ })).toHaveTextContent('Select industry');
  },
};

export const WithError: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Required Field' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Required Field')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, selectedKey: 'fintech' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Industry/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const InvalidValue: Story = {
  // Untyped data handed the dropdown an object instead of an id: it says so instead of failing.
  args: { selectedKey: { id: 'fintech', label: 'Fintech' } as unknown as string },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Industry/ });
    await expect(trigger).toHaveTextContent('Select industry');
    await expect(canvas.getByText('This value cannot be shown: choose an option from the list')).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription('This value cannot be shown: choose an option from the list');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).queryAllByRole('option', { selected: true })).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
  },
};

export const InvalidValueRecovers: Story = {
  args: InvalidValue.args,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Industry/ });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Insurance' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenCalledWith('insurance');
    await expect(trigger).toHaveTextContent('Insurance');
    await expect(canvas.queryByText('This value cannot be shown: choose an option from the list')).not.toBeInTheDocument();
  },
};

export const HelpTooltip: Story = {
  args: { help: 'Used to suggest the checks your workflows start with.' },
  decorators: [(Story) => <div style={{ paddingTop: '4.5rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More info about Industry' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Used to suggest the checks your workflows start with.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Select industry/ })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await screen.findByRole('tooltip');
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations()).toHaveLength(0));
  },
};
