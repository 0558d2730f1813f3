import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from './Link';
import { Text } from '../Text';
import { Stack } from '../storybook/Stack';

const meta = {
  title: 'Design system/Link',
  component: Link,
  args: { children: 'View documentation', href: '/docs' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone'] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View documentation' });
    await expect(link).toHaveAttribute('href', '/docs');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Inline: Story = {
  render: (args) => (
    <Text as="p">
      Your account is in test mode. Read the <Link {...args}>go-live checklist</Link> before requesting live access.
    </Text>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'go-live checklist' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'Back to home', href: '/home' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back to home' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const External: Story = {
  args: { isExternal: true, children: 'API Health', href: 'https://status.veriflow.example', variant: 'standalone' },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'API Health' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('[data-icon="externalLink"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ExternalWithLabel: Story = {
  args: { isExternal: true, externalLabel: 'opens in a new tab', children: 'Contact Sales', href: 'https://veriflow.example/contact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact Sales opens in a new tab' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View documentation' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Keyboard: Story = {
  render: (args) => (
    <Stack direction="row">
      <Link {...args}>First</Link>
      <Link {...args} variant="standalone">
        Second
      </Link>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'First' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Second' })).toHaveFocus();
  },
};
