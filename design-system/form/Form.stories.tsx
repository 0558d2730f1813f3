import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import * as yup from 'yup';
import { industries, phoneRegions } from '~/fixtures/formOptions';
import { Button } from '../Button';
import { NumberField } from '../NumberField';
import { PhoneField } from '../PhoneField';
import { isValidPhone, PHONE_FORMAT_MESSAGE } from '../PhoneField/phone';
import { Select, type SelectItem } from '../Select';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';
import { useFormFields } from './useFormFields';

/** The organisation form's rules, with the messages of document 1 section 5. */
const organisationSchema = yup.object({
  displayName: yup.string().trim().required('Required').min(2, 'Too Short!').max(50, 'Too Long!'),
  industry: yup.string().nullable().required('Required'),
  monthlyVolume: yup.number().nullable().required('Required').min(1, 'Enter at least 1 verification'),
  phone: yup.string().required('Required').test('phone', PHONE_FORMAT_MESSAGE, (value) => !value || isValidPhone(value)),
  notes: yup.string().max(200, 'Too Long!'),
});

type OrganisationValues = {
  displayName: string;
  industry: string | null;
  monthlyVolume: number | null;
  phone: string;
  notes: string;
};

const emptyOrganisation: OrganisationValues = { displayName: '', industry: null, monthlyVolume: null, phone: '', notes: '' };

const industryItems: SelectItem[] = industries.map((i) => ({ id: i.value, label: i.displayText, isDisabled: i.comingSoon }));

const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 26rem;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${({ theme }) => theme.space[1]};
`;

interface OrganisationFormProps {
  submitLabel: string;
  onSubmit: (values: OrganisationValues) => void;
  /** Starting values (read once). */
  initialValues?: Partial<OrganisationValues>;
}

/** A realistic form: the fields bound to the yup schema through useFormFields. */
function OrganisationForm({ submitLabel, onSubmit, initialValues }: OrganisationFormProps) {
  const form = useFormFields(organisationSchema, { ...emptyOrganisation, ...initialValues });
  const { displayName, industry, monthlyVolume, phone, notes } = form.fields;
  return (
    <FormRoot noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Organisation details">
      <TextField label="Organisation name" placeholder="My Organisation" isRequired {...displayName} />
      <Select
        label="Industry"
        items={industryItems}
        placeholder="Select industry"
        isRequired
        selectedKey={industry.value}
        onSelectionChange={industry.onChange}
        onBlur={industry.onBlur}
        isInvalid={industry.isInvalid}
        errorMessage={industry.errorMessage}
      />
      <NumberField
        label="Monthly verifications"
        placeholder="Eg. 1000"
        minValue={0}
        isRequired
        help="An estimate is fine: it sizes your sandbox limits."
        {...monthlyVolume}
      />
      <PhoneField label="Contact phone" regions={phoneRegions} defaultRegion="IN" isRequired {...phone} />
      <Textarea label="Notes" rows={3} maxLength={200} showCount description="Optional" {...notes} />
      <Actions>
        <Button type="submit" isLoading={form.isSubmitting}>
          {submitLabel}
        </Button>
      </Actions>
    </FormRoot>
  );
}

const meta = {
  title: 'Design system/Form',
  component: OrganisationForm,
  args: { submitLabel: 'Proceed', onSubmit: fn() },
} satisfies Meta<typeof OrganisationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Organisation details' })).toBeVisible();
    await expect(canvas.queryByText('Required')).not.toBeInTheDocument();
  },
};

export const ErrorsAfterBlur: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Organisation name' });
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await expect(canvas.queryByText('Required')).not.toBeInTheDocument();

    // Leaving the empty required field shows its message, and only its message.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Industry/ })).toHaveFocus();
    await expect(await canvas.findByText('Required')).toBeVisible();
    await expect(canvas.getAllByText('Required')).toHaveLength(1);
    await expect(name).toHaveAccessibleDescription('Required');

    // Going back leaves Industry: it is touched now, so it shows its own message.
    await userEvent.tab({ shift: true });
    await expect(name).toHaveFocus();
    await waitFor(() => expect(canvas.getAllByText('Required')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: /Industry/ })).toHaveAccessibleDescription('Required');

    // Once touched, the message follows every change.
    await userEvent.keyboard('A');
    await expect(await canvas.findByText('Too Short!')).toBeVisible();
    await expect(name).toHaveAccessibleDescription('Too Short!');
    await userEvent.paste('cme Lending Private Limited, a company registered in Bengaluru');
    await expect(await canvas.findByText('Too Long!')).toBeVisible();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}Acme Lending');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText('Too Long!')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Too Short!')).not.toBeInTheDocument();
    await expect(canvas.getAllByText('Required')).toHaveLength(1);
    await expect(name).not.toHaveAccessibleDescription();
  },
};

export const SubmitShowsAllErrors: Story = {
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Proceed' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByText('Required')).toHaveLength(4));
    await expect(canvas.getByRole('textbox', { name: 'Organisation name' })).toHaveAccessibleDescription('Required');
    await expect(canvas.getByRole('textbox', { name: 'Monthly verifications' })).toHaveAccessibleDescription('Required');
    await expect(canvas.getByRole('textbox', { name: 'Contact phone' })).toHaveAccessibleDescription('Required');
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TabOrder: Story = {
  play: async ({ canvas }) => {
    const stops = [
      canvas.getByRole('textbox', { name: 'Organisation name' }),
      canvas.getByRole('button', { name: /Industry/ }),
      canvas.getByRole('button', { name: 'More info about Monthly verifications' }),
      canvas.getByRole('textbox', { name: 'Monthly verifications' }),
      canvas.getByRole('button', { name: /Country code/ }),
      canvas.getByRole('textbox', { name: 'Contact phone' }),
      canvas.getByRole('textbox', { name: 'Notes' }),
      canvas.getByRole('button', { name: 'Proceed' }),
    ];
    for (const stop of stops) {
      await userEvent.tab();
      await expect(stop).toHaveFocus();
    }
  },
};

export const KeyboardFill: Story = {
  args: { initialValues: { displayName: 'Acme Lending', monthlyVolume: 2500, notes: 'Pilot' } },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: /Industry/ }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Finance' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Industry/ })).toHaveTextContent('Fintech');
    canvas.getByRole('textbox', { name: 'Contact phone' }).focus();
    await userEvent.keyboard('98765 43210');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        displayName: 'Acme Lending',
        industry: 'fintech',
        monthlyVolume: 2500,
        phone: '+919876543210',
        notes: 'Pilot',
      }),
    );
    await expect(canvas.queryByText('Required')).not.toBeInTheDocument();
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('textbox', { name: 'Contact phone' });
    await userEvent.click(phone);
    await userEvent.keyboard('12345');
    await expect(canvas.queryByText(PHONE_FORMAT_MESSAGE)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter the number in correct format')).toBeVisible();
    await expect(phone).toHaveAccessibleDescription('Please enter the number in correct format');
  },
};
