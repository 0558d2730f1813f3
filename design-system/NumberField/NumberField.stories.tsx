import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import * as yup from 'yup';
import { useFormFields } from '../form';
import { NumberField, type NumberFieldProps } from './NumberField';

function ControlledNumberField(props: NumberFieldProps) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <div style={{ width: '20rem' }}>
      <NumberField
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

const seatsSchema = yup.object({
  seats: yup.number().nullable().required('Required').min(1, 'At least 1 seat').max(500, 'At most 500 seats'),
});

function BoundNumberField(props: Omit<NumberFieldProps, 'value' | 'onChange' | 'onBlur'>) {
  const form = useFormFields(seatsSchema, { seats: null as number | null });
  return (
    <div style={{ width: '20rem' }}>
      <NumberField {...props} {...form.fields.seats} />
    </div>
  );
}

const meta = {
  title: 'Design system/NumberField',
  component: NumberField,
  render: (args) => <ControlledNumberField {...args} />,
  args: { label: 'Team seats', placeholder: 'Eg. 25', minValue: 0, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Team seats' });
    await userEvent.type(input, '25');
    await userEvent.tab();
    await expect(input).toHaveValue('25');
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Team seats' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'Eg. 25');
  },
};

export const Filled: Story = {
  args: { label: 'Amount', value: 125000, prefix: '₹', formatOptions: { maximumFractionDigits: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('125,000');
    await expect(canvas.getByText('₹')).toBeVisible();
  },
};

export const Keyboard: Story = {
  args: { value: 10, step: 5, maxValue: 20 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Team seats' });
    await expect(input).toHaveFocus();
    // Steps of 5, capped at 20; a typed number snaps to the step when committed.
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('15');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('20');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('15');
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}7{Enter}');
    await expect(input).toHaveValue('5');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Increase Team seats' })).toHaveAttribute('tabindex', '-1');
  },
};

export const StepperButtons: Story = {
  args: { value: 1, minValue: 1 },
  play: async ({ args, canvas }) => {
    const decrease = canvas.getByRole('button', { name: 'Decrease Team seats' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Team seats' }));
    await expect(canvas.getByRole('textbox', { name: 'Team seats' })).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const RequiredErrorAfterBlur: Story = {
  render: (args) => <BoundNumberField {...args} />,
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Team seats' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(input);
    await expect(canvas.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByText('Required')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Required');
    await userEvent.click(input);
    await userEvent.keyboard('900');
    await userEvent.tab();
    await expect(await canvas.findByText('At most 500 seats')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: 12, isDisabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Team seats' });
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Team seats' })).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HelpTooltip: Story = {
  args: { help: 'Each seat is one console user. Owners are not counted.', description: 'You can add seats later' },
  decorators: [(Story) => <div style={{ paddingTop: '4.5rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const helpButton = canvas.getByRole('button', { name: 'More info about Team seats' });
    await expect(helpButton).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Each seat is one console user. Owners are not counted.');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Team seats' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab({ shift: true });
    await screen.findByRole('tooltip');
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations()).toHaveLength(0));
  },
};

export const LongText: Story = {
  args: {
    label: 'Maximum number of verification attempts allowed per applicant in a rolling thirty-day window',
    value: 3,
    isInvalid: true,
    errorMessage: 'The number of attempts must be between 1 and 10, and cannot exceed the limit set by your compliance team',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Maximum number of verification attempts/ });
    await expect(input).toHaveAccessibleDescription(
      'The number of attempts must be between 1 and 10, and cannot exceed the limit set by your compliance team',
    );
  },
};
