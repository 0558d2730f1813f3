import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { Stack } from '../storybook/Stack';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(input).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(input).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(input).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const States: Story = {
  render: (args) => (
    <Stack>
      <Checkbox {...args}>Unchecked</Checkbox>
      <Checkbox {...args} defaultSelected>Checked</Checkbox>
      <Checkbox {...args} isIndeterminate>Indeterminate</Checkbox>
      <Checkbox {...args} isDisabled>Disabled</Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>Disabled checked</Checkbox>
      <Checkbox {...args} aria-label="Select row">{undefined}</Checkbox>
    </Stack>
  ),
};

export const Indeterminate: Story = {
  render: function SelectAll(args) {
    const [selected, setSelected] = useState<string[]>(['Onboarding']);
    const options = ['Onboarding', 'Payments', 'Lending'];
    const all = selected.length === options.length;
    return (
      <Stack gap={2}>
        <Checkbox
          {...args}
          isSelected={all}
          isIndeterminate={selected.length > 0 && !all}
          onChange={(value) => setSelected(value ? options : [])}
        >
          All use cases
        </Checkbox>
        {options.map((option) => (
          <Checkbox
            key={option}
            isSelected={selected.includes(option)}
            onChange={(value) => setSelected((s) => (value ? [...s, option] : s.filter((o) => o !== option)))}
          >
            {option}
          </Checkbox>
        ))}
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All use cases' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Lending' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Payments' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: { children: 'I accept the terms and conditions', isInvalid: true, errorMessage: 'Please accept the terms to continue' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please accept the terms to continue');
  },
};

export const LongLabel: Story = {
  args: {
    children:
      'Send me a weekly summary of transactions, bulk query results and webhook delivery failures for every workflow in this organisation',
  },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}><Story /></div>],
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(input).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(input).toBeDisabled();
    await userEvent.click(canvas.getByText('Remember me'));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(input).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
