import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import * as yup from 'yup';
import { useFormFields } from '../form';
import { Textarea, type TextareaProps } from './Textarea';

function ControlledTextarea(props: TextareaProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ width: '24rem' }}>
      <Textarea
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

const notesSchema = yup.object({
  notes: yup.string().required('Required').min(10, 'Too Short!').max(200, 'Too Long!'),
});

function BoundTextarea(props: Omit<TextareaProps, 'value' | 'onChange' | 'onBlur'>) {
  const form = useFormFields(notesSchema, { notes: '' });
  return (
    <div style={{ width: '24rem' }}>
      <Textarea {...props} {...form.fields.notes} />
    </div>
  );
}

const meta = {
  title: 'Design system/Textarea',
  component: Textarea,
  render: (args) => <ControlledTextarea {...args} />,
  args: { label: 'Reason for review', placeholder: 'Describe what the reviewer should check', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Reason for review' });
    await userEvent.type(box, 'Name mismatch{Enter}Second line');
    await expect(box).toHaveValue('Name mismatch\nSecond line');
    await expect(args.onChange).toHaveBeenLastCalledWith('Name mismatch\nSecond line');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Reason for review' });
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('rows', '4');
  },
};

export const Filled: Story = {
  args: {
    value: 'Selfie does not match the document photo.\nAsk the applicant for a new selfie in daylight.',
    description: 'Visible to reviewers only',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Reason for review' });
    await expect(box).toHaveValue('Selfie does not match the document photo.\nAsk the applicant for a new selfie in daylight.');
    await expect(box).toHaveAccessibleDescription('Visible to reviewers only');
  },
};

export const WithCount: Story = {
  args: { maxLength: 40, showCount: true, value: 'Manual review' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Reason for review' });
    await expect(canvas.getByText('13/40')).toBeVisible();
    await userEvent.click(box);
    await userEvent.keyboard(' needed because the PAN name differs');
    await expect(box).toHaveValue('Manual review needed because the PAN nam');
    await expect(canvas.getByText('40/40')).toBeVisible();
  },
};

export const RequiredErrorAfterBlur: Story = {
  render: (args) => <BoundTextarea {...args} />,
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Reason for review' });
    await expect(box).toHaveAttribute('aria-required', 'true');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(canvas.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByText('Required')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(box);
    await userEvent.keyboard('Too short');
    await expect(await canvas.findByText('Too Short!')).toBeVisible();
    await userEvent.keyboard('{Enter}Now long enough');
    await waitFor(() => expect(canvas.queryByText('Too Short!')).not.toBeInTheDocument());
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'Locked after the review was closed.' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Reason for review' });
    await expect(box).toBeDisabled();
    await userEvent.type(box, 'x');
    await expect(box).toHaveValue('Locked after the review was closed.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HelpTooltip: Story = {
  args: { help: 'Reviewers see this note next to the transaction.' },
  decorators: [(Story) => <div style={{ paddingTop: '4.5rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More info about Reason for review' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Reviewers see this note next to the transaction.');
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations()).toHaveLength(0));
  },
};

export const LongText: Story = {
  args: {
    label: 'Detailed explanation of why this applicant should be escalated to the compliance team',
    value:
      'The applicant submitted three different addresses in the last week, the device was seen on two other accounts that were blocked for chargebacks, and the selfie liveness score was borderline. Escalating for a second opinion before approving the payout.',
    isInvalid: true,
    errorMessage: 'Keep the note under 200 characters so it fits in the reviewer summary',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: /Detailed explanation/ });
    await expect(box).toHaveAccessibleDescription('Keep the note under 200 characters so it fits in the reviewer summary');
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  },
};
