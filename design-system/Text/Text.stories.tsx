import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Text } from './Text';
import { Stack } from '../storybook/Stack';

const meta = {
  title: 'Design system/Text',
  component: Text,
  args: { children: 'Operators build decision workflows out of verification services.' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['body', 'small', 'caption', 'label', 'code'] },
    tone: { control: 'inline-radio', options: ['default', 'muted', 'subtle', 'danger', 'success', 'warning'] },
    weight: { control: 'inline-radio', options: [undefined, 'regular', 'medium', 'semibold', 'bold'] },
    as: { control: 'select', options: ['span', 'p', 'div', 'label', 'code', 'strong', 'em', 'small'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

const Surface = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

const Narrow = styled.div`
  width: 240px;
`;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Operators build decision workflows out of verification services.');
    await expect(text.tagName).toBe('SPAN');
  },
};

export const Variants: Story = {
  render: () => (
    <Stack>
      <Text variant="body">Body: The request was verified in 312 ms.</Text>
      <Text variant="small">Small: Last updated 12-03-2025 14:02 IST</Text>
      <Text variant="caption">Caption: Values are shown in IST.</Text>
      <Text variant="label">Label: Organisation name</Text>
      <Text variant="code">x-veriflow-auth-org-id</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('x-veriflow-auth-org-id').tagName).toBe('CODE');
  },
};

export const Tones: Story = {
  render: () => (
    <Surface>
      <Stack>
        <Text tone="default">Default: Workflow published</Text>
        <Text tone="muted">Muted: Draft saved 2 minutes ago</Text>
        <Text tone="subtle">Subtle: No description</Text>
        <Text tone="danger">Danger: Something went wrong</Text>
        <Text tone="success">Success: Copied to clipboard</Text>
        <Text tone="warning">Warning: Credits are running low</Text>
      </Stack>
    </Surface>
  ),
};

export const Weights: Story = {
  render: () => (
    <Stack>
      <Text weight="regular">Regular</Text>
      <Text weight="medium">Medium</Text>
      <Text weight="semibold">Semibold</Text>
      <Text weight="bold">Bold</Text>
    </Stack>
  ),
};

export const Truncated: Story = {
  args: {
    truncate: true,
    title: 'https://api.veriflow.example/v2/workflows/3f1c9a7e-5d42-4bb0-9b1e-2c7f0a8d6e41/versions/12',
    children: 'https://api.veriflow.example/v2/workflows/3f1c9a7e-5d42-4bb0-9b1e-2c7f0a8d6e41/versions/12',
  },
  render: (args) => (
    <Narrow>
      <Text {...args} />
    </Narrow>
  ),
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('span[title]');
    if (!(text instanceof HTMLElement)) throw new Error('truncated text not rendered');
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
  },
};

export const AsParagraph: Story = {
  args: { as: 'p', variant: 'small', tone: 'muted', children: 'Please check your email and click on the verification link to continue.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please check your email and click on the verification link to continue.').tagName).toBe('P');
  },
};
