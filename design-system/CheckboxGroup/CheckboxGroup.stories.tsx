import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import * as yup from 'yup';
import { notificationChannels, outcomeOptions } from '~/fixtures/formOptions';
import { useFormFields } from '../form';
import { CheckboxGroup, type CheckboxGroupOption, type CheckboxGroupProps } from './CheckboxGroup';

const channelOptions: CheckboxGroupOption[] = notificationChannels.map((c) => ({ ...c }));
const outcomeChoices: CheckboxGroupOption[] = outcomeOptions.map((o) => ({ id: o.id, label: o.label }));

function ControlledCheckboxGroup(props: CheckboxGroupProps) {
  const [value, setValue] = useState<readonly string[]>(props.value ?? []);
  return (
    <div style={{ width: '24rem' }}>
      <CheckboxGroup
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

const channelsSchema = yup.object({ channels: yup.array(yup.string().required()).min(1, 'Required') });

function BoundCheckboxGroup(props: Omit<CheckboxGroupProps, 'value' | 'onChange' | 'onBlur'>) {
  const form = useFormFields(channelsSchema, { channels: [] as string[] });
  return (
    <div style={{ width: '24rem' }}>
      <CheckboxGroup {...props} {...form.fields.channels} />
    </div>
  );
}

const meta = {
  title: 'Design system/CheckboxGroup',
  component: CheckboxGroup,
  render: (args) => <ControlledCheckboxGroup {...args} />,
  args: { label: 'Alert channels', options: channelOptions, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'E-mail' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'sms']);
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toHaveAccessibleDescription('To the account phone number');
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Alert channels' })).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

export const Filled: Story = {
  args: { value: ['email', 'webhook'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Webhook' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Slack' })).toBeDisabled();
  },
};

export const Horizontal: Story = {
  args: { label: 'Outcome', options: outcomeChoices, orientation: 'horizontal', value: ['SUCCESS', 'REJECTED'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(2);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'E-mail' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Webhook' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'sms']);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['email']);
    // Slack is disabled, so Tab leaves the group.
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const RequiredErrorAfterBlur: Story = {
  render: (args) => <BoundCheckboxGroup {...args} />,
  args: { isRequired: true },
  play: async ({ canvas }) => {
    // 'At least one' has no ARIA attribute (aria-required is not allowed on a group, and on each box it
    // would mean every box must be ticked): the label's asterisk and the error carry it.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Webhook' })).toHaveFocus();
    await expect(canvas.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await expect(await canvas.findByText('Required')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Alert channels' })).toHaveAccessibleDescription('Required');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByText('Required')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: ['webhook'] },
  play: async ({ args, canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('E-mail'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HelpTooltip: Story = {
  args: { help: 'Alerts go out when a transaction needs manual review.' },
  decorators: [(Story) => <div style={{ paddingTop: '4.5rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More info about Alert channels' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Alerts go out when a transaction needs manual review.');
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations()).toHaveLength(0));
  },
};

export const LongText: Story = {
  args: {
    label: 'Send a copy of every manual-review decision to the following destinations',
    options: [
      {
        id: 'email',
        label: 'E-mail every owner, admin and reviewer who has access to the workflow that produced the decision',
        description: 'Messages are grouped into one digest per hour when more than twenty decisions are made',
      },
      { id: 'webhook', label: 'Webhook' },
    ],
    value: ['email'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /E-mail every owner/ })).toBeChecked();
  },
};
