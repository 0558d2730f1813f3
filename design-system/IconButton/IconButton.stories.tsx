import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './IconButton';
import { Stack } from '../storybook/Stack';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: { icon: 'copy', label: 'Copy', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" align="center">
      <IconButton {...args} variant="ghost" icon="moreVertical" label="More actions" />
      <IconButton {...args} variant="secondary" icon="refresh" label="Refresh" />
      <IconButton {...args} variant="primary" icon="plus" label="Add" />
      <IconButton {...args} variant="danger" icon="trash" label="Delete" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const name of ['More actions', 'Refresh', 'Add', 'Delete']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" align="center">
      <IconButton {...args} size="sm" variant="secondary" icon="close" label="Close small" />
      <IconButton {...args} size="md" variant="secondary" icon="close" label="Close medium" />
    </Stack>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'secondary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
