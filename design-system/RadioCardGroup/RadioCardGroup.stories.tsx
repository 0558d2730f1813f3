import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ArrowDownToLine, CreditCard, Landmark, LogIn, UserCog, UserPlus } from 'lucide-react';
import * as yup from 'yup';
import { geographies, industries, useCases } from '~/fixtures/formOptions';
import { CountryFlag, toFlagCode } from '../CountryFlags';
import { useFormFields } from '../form';
import { RadioCardGroup, type RadioCardGroupProps, type RadioCardOption } from './RadioCardGroup';

const useCaseIcons: Record<string, React.ReactNode> = {
  onboarding: <UserPlus />,
  login: <LogIn />,
  payments: <CreditCard />,
  payouts: <ArrowDownToLine />,
  'profile-updates': <UserCog />,
  lending: <Landmark />,
};

const useCaseOptions: RadioCardOption[] = useCases.map((u) => ({
  id: u.value,
  title: u.title,
  description: u.description,
  icon: useCaseIcons[u.value],
  comingSoon: u.comingSoon,
}));

const industryOptions: RadioCardOption[] = industries.map((i) => ({
  id: i.value,
  title: i.displayText,
  description: i.description,
  comingSoon: i.comingSoon,
}));

/** The flag slot holds the country's flag (or, for a country without a drawing, its ISO code). */
const geographyOptions: RadioCardOption[] = geographies.map((g) => {
  const flag = toFlagCode(g.value);
  return { id: g.value, title: g.displayText, icon: flag ? <CountryFlag code={flag} /> : g.countryCode, comingSoon: g.comingSoon };
});

function ControlledRadioCardGroup(props: RadioCardGroupProps) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <div style={{ width: '40rem' }}>
      <RadioCardGroup
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

const industrySchema = yup.object({ industry: yup.string().nullable().required('Required') });

function BoundRadioCardGroup(props: Omit<RadioCardGroupProps, 'value' | 'onChange' | 'onBlur'>) {
  const form = useFormFields(industrySchema, { industry: null as string | null });
  return (
    <div style={{ width: '40rem' }}>
      <RadioCardGroup {...props} {...form.fields.industry} />
    </div>
  );
}

const meta = {
  title: 'Design system/RadioCardGroup',
  component: RadioCardGroup,
  render: (args) => <ControlledRadioCardGroup {...args} />,
  args: { label: 'Industry', options: industryOptions, allowDeselect: true, onChange: fn() },
} satisfies Meta<typeof RadioCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { label: 'Use case', options: useCaseOptions },
  play: async ({ args, canvas }) => {
    const payments = canvas.getByRole('radio', { name: 'Payments and transactions' });
    await expect(payments).toHaveAccessibleDescription('Score payments in real time before they settle.');
    await userEvent.click(canvas.getByText('Payments and transactions'));
    await expect(payments).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('payments');
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Industry' })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const Filled: Story = {
  args: { value: 'fintech' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Fintech' })).toBeChecked();
  },
};

export const ClickAgainClears: Story = {
  args: { value: 'ecommerce' },
  play: async ({ args, canvas }) => {
    const card = canvas.getByText('E-commerce');
    await userEvent.click(card);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('radio', { name: 'E-commerce' })).not.toBeChecked();
    await userEvent.click(card);
    await expect(args.onChange).toHaveBeenLastCalledWith('ecommerce');
    await expect(canvas.getByRole('radio', { name: 'E-commerce' })).toBeChecked();
  },
};

export const WithoutDeselect: Story = {
  args: { value: 'ecommerce', allowDeselect: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('E-commerce'));
    await expect(canvas.getByRole('radio', { name: 'E-commerce' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { value: 'neo-bank' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const neoBank = canvas.getByRole('radio', { name: 'Neo Bank' });
    await expect(neoBank).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const matrimony = canvas.getByRole('radio', { name: 'Matrimony and Dating' });
    await expect(matrimony).toHaveFocus();
    await expect(matrimony).toBeChecked();
    // Gaming / Betting is coming soon: the arrow keys skip it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Gaming' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('gaming');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('radio', { name: 'Gaming' })).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Gaming' })).toBeChecked();
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
  },
};

export const ComingSoon: Story = {
  args: { label: 'Geography', options: geographyOptions, columns: 3, comingSoonLabel: 'Coming soon' },
  play: async ({ args, canvas }) => {
    const uk = canvas.getByRole('radio', { name: 'UK' });
    await expect(uk).toBeDisabled();
    await expect(uk).toHaveAccessibleDescription('Coming soon');
    await expect(canvas.getAllByText('Coming soon')).toHaveLength(2);
    await userEvent.click(canvas.getByText('UK'));
    await expect(uk).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText('India'));
    await expect(canvas.getByRole('radio', { name: 'India' })).toBeChecked();
  },
};

export const RequiredErrorAfterBlur: Story = {
  render: (args) => <BoundRadioCardGroup {...args} />,
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Industry' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Finance' })).toHaveFocus();
    await expect(canvas.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByText('Required')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('Required');
    // With nothing chosen, Shift+Tab enters the group at its last card.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: 'Others' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Others' })).toBeChecked();
    await waitFor(() => expect(canvas.queryByText('Required')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { value: 'finance', isDisabled: true },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Fintech'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HelpTooltip: Story = {
  args: { help: 'We tailor the default workflows and checks to your industry.' },
  decorators: [(Story) => <div style={{ paddingTop: '4.5rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More info about Industry' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('We tailor the default workflows and checks to your industry.');
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations()).toHaveLength(0));
  },
};

export const LongText: Story = {
  args: {
    label: 'Which part of the customer lifecycle should this workflow protect first?',
    options: [
      {
        id: 'onboarding',
        title: 'Onboarding of new retail and small-business customers across every channel',
        description:
          'Verify identity documents, match the selfie to the document photo, screen against sanctions and PEP lists, and check the phone and e-mail risk before the account is opened.',
        icon: <UserPlus />,
      },
      { id: 'payouts', title: 'Payouts', description: 'Confirm the beneficiary.', icon: <ArrowDownToLine /> },
    ],
    value: 'onboarding',
    description: 'You can add more lifecycle stages after the first workflow is published',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Onboarding of new retail/ })).toBeChecked();
  },
};
