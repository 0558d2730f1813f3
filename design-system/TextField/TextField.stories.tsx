import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

function ControlledTextField(props: TextFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ width: '20rem' }}>
      <TextField
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

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  render: (args) => <ControlledTextField {...args} />,
  args: { label: 'Company Name', placeholder: 'Enter company name', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'url', 'password', 'search'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company Name' });
    await userEvent.type(input, 'Acme Lending');
    await expect(input).toHaveValue('Acme Lending');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme Lending');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Required: Story = {
  args: { label: 'PAN Number', placeholder: 'ABCDE1234F', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'PAN Number' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { label: 'GST Number', placeholder: '22ABCDE1234F1Z5', description: 'Optional' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'GST Number' })).toHaveAccessibleDescription('Optional');
  },
};

export const WithError: Story = {
  args: { label: 'PAN Number', isRequired: true, value: 'abcde1234f', isInvalid: true, errorMessage: 'Invalid PAN format' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'PAN Number' });
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Invalid PAN format')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Invalid PAN format');
  },
};

export const ErrorHiddenWhileValid: Story = {
  args: { label: 'PAN Number', errorMessage: 'Invalid PAN format', isInvalid: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Invalid PAN format')).not.toBeInTheDocument();
  },
};

export const WithPrefix: Story = {
  args: { label: 'Amount', prefix: '₹', placeholder: 'Eg. 1000', inputMode: 'numeric' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.keyboard('3000');
    await expect(input).toHaveValue('3000');
    await expect(canvas.getByText('₹')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'Acme Lending' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Company Name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Acme Lending');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Company Name' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Globex');
    await expect(input).toHaveValue('Globex');
  },
};

export const HelpTooltip: Story = {
  args: { help: 'The registered name, as it appears on the PAN card.', isRequired: true },
  decorators: [(Story) => <div style={{ paddingTop: '4.5rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const helpButton = canvas.getByRole('button', { name: 'More info about Company Name' });
    await expect(helpButton).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('The registered name, as it appears on the PAN card.');
    await expect(helpButton).toHaveAttribute('aria-describedby', tooltip.id);
    // The help button stays out of the field's name; the asterisk is hidden from assistive technology.
    await expect(canvas.getByRole('textbox', { name: 'Company Name' })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations()).toHaveLength(0));
  },
};
