import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as yup from 'yup';
import { phoneRegions } from '~/fixtures/formOptions';
import { useFormFields } from '../form';
import { PhoneField, type PhoneFieldProps } from './PhoneField';
import { isValidPhone, PHONE_FORMAT_MESSAGE } from './phone';

function ControlledPhoneField(props: PhoneFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ width: '20rem' }}>
      <PhoneField
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

const phoneSchema = yup.object({
  phone: yup.string().required('Required').test('phone', PHONE_FORMAT_MESSAGE, (value) => !value || isValidPhone(value)),
});

function BoundPhoneField(props: Omit<PhoneFieldProps, 'value' | 'onChange' | 'onBlur'>) {
  const form = useFormFields(phoneSchema, { phone: '' });
  return (
    <div style={{ width: '20rem' }}>
      <PhoneField {...props} {...form.fields.phone} />
    </div>
  );
}

async function settled() {
  await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations()).toHaveLength(0));
}

const meta = {
  title: 'Design system/PhoneField',
  component: PhoneField,
  render: (args) => <ControlledPhoneField {...args} />,
  args: { label: 'Phone number', regions: phoneRegions, placeholder: 'Enter phone number', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /Country code/ })).toHaveTextContent('US+1');
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '(201) 555-0123');
    await expect(args.onChange).toHaveBeenLastCalledWith('+12015550123');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(PHONE_FORMAT_MESSAGE)).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Country code/ })).toHaveTextContent('US+1');
  },
};

export const Filled: Story = {
  args: { value: '+919876543210' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Country code/ })).toHaveTextContent('IN+91');
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('9876543210');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const region = canvas.getByRole('button', { name: /Country code/ });
    await expect(region).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'United States +1' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await expect(within(listbox).getByRole('option', { name: 'India +91' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Indonesia +62' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(region).toHaveTextContent('IN+91');
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
    await userEvent.keyboard('98765 43210');
    await expect(args.onChange).toHaveBeenLastCalledWith('+919876543210');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(region).toHaveFocus());
    await expect(region).toHaveTextContent('IN+91');
  },
};

export const Open: Story = {
  args: { value: '+442079460958' },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: /Country code/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'United Kingdom +44' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'India+91',
      'Indonesia+62',
      'Philippines+63',
      'United Kingdom+44',
      'United States+1',
    ]);
    await settled();
  },
};

export const InvalidAfterBlur: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.keyboard('555');
    await expect(args.onChange).toHaveBeenLastCalledWith('+1555');
    await expect(canvas.queryByText(PHONE_FORMAT_MESSAGE)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText('Please enter the number in correct format')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(input);
    await userEvent.keyboard('{End}0123');
    await expect(canvas.getByText('Please enter the number in correct format')).toBeVisible();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}2015550123');
    await expect(canvas.queryByText(PHONE_FORMAT_MESSAGE)).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith('+12015550123');
  },
};

export const InternationalInput: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '+44 20 7946 0958');
    await expect(args.onChange).toHaveBeenLastCalledWith('+442079460958');
    await expect(canvas.getByRole('button', { name: /Country code/ })).toHaveTextContent('GB+44');
  },
};

export const RequiredErrorAfterBlur: Story = {
  render: (args) => <BoundPhoneField {...args} />,
  args: { isRequired: true, defaultRegion: 'IN' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(await canvas.findByText('Required')).toBeVisible();
    await userEvent.click(input);
    await userEvent.keyboard('12345');
    await expect(await canvas.findByText('Please enter the number in correct format')).toBeVisible();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}98765 43210');
    await waitFor(() => expect(canvas.queryByText('Please enter the number in correct format')).not.toBeInTheDocument());
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: '+12015550123' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Country code/ })).toBeDisabled();
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HelpTooltip: Story = {
  args: { help: 'We send the verification code to this number by SMS.' },
  decorators: [(Story) => <div style={{ paddingTop: '4.5rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More info about Phone number' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('We send the verification code to this number by SMS.');
    await settled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Mobile number of the authorised signatory who will approve live-mode requests',
    value: '+639171234567',
    description: 'Use a number that can receive SMS in the Philippines; landlines and virtual numbers are not accepted',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Country code/ })).toHaveTextContent('PH+63');
    await expect(canvas.getByRole('textbox', { name: /Mobile number of the authorised signatory/ })).toHaveAccessibleDescription(
      'Use a number that can receive SMS in the Philippines; landlines and virtual numbers are not accepted',
    );
  },
};
