import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';
import { Stack } from '../storybook/Stack';

const meta = {
  title: 'Design system/Switch',
  component: Switch,
  args: { label: 'Email alerts', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    tone: { control: 'inline-radio', options: ['accent', 'test', 'live'] },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('switch', { name: 'Email alerts' });
    await expect(input).not.toBeChecked();
    await userEvent.click(canvas.getByText('Email alerts'));
    await expect(input).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Email alerts'));
    await expect(input).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const States: Story = {
  render: (args) => (
    <Stack>
      <Switch {...args} label="Off" />
      <Switch {...args} label="On" defaultSelected />
      <Switch {...args} label="Disabled off" isDisabled />
      <Switch {...args} label="Disabled on" isDisabled defaultSelected />
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack>
      <Switch {...args} size="sm" label="Small" defaultSelected />
      <Switch {...args} size="md" label="Medium" defaultSelected />
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack>
      <Switch {...args} tone="accent" label="Accent" defaultSelected />
      <Switch {...args} tone="test" label="Test Mode" defaultSelected />
      <Switch {...args} tone="live" label="Live Mode" defaultSelected />
    </Stack>
  ),
};

export const HiddenLabel: Story = {
  args: { label: 'Switch between test and live mode', hideLabel: true, tone: 'live', size: 'sm' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('switch', { name: 'Switch between test and live mode' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const AriaLabelOnly: Story = {
  args: { label: undefined, 'aria-label': 'test Mode', tone: 'test', size: 'sm' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'test Mode' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Controlled: Story = {
  render: function ControlledSwitch(args) {
    const [isSelected, setSelected] = useState(false);
    return (
      <Stack>
        <Switch
          {...args}
          isSelected={isSelected}
          onChange={(value) => {
            setSelected(value);
            args.onChange?.(value);
          }}
        />
        <span>{isSelected ? 'Alerts on' : 'Alerts off'}</span>
      </Stack>
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Email alerts' }));
    await expect(canvas.getByText('Alerts on')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('switch', { name: 'Email alerts' });
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
    const input = canvas.getByRole('switch', { name: 'Email alerts' });
    await expect(input).toBeDisabled();
    await userEvent.click(canvas.getByText('Email alerts'));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(input).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
