import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { httpStatusCodes, sampleStatuses } from '~/fixtures/display';
import { Stack } from '../storybook/Stack';
import { HttpStatusBadge } from './HttpStatusBadge';

const meta = {
  title: 'Design system/HttpStatusBadge',
  component: HttpStatusBadge,
  args: { code: 200 },
  argTypes: {
    code: { control: 'select', options: httpStatusCodes },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    variant: { control: 'inline-radio', options: ['subtle', 'solid', 'outline'] },
  },
} satisfies Meta<typeof HttpStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('200')).toBeVisible();
  },
};

/** The codes with their own colours (document 1 section 8). */
export const AllCodes: Story = {
  render: (args) => (
    <Stack direction="row" gap={2}>
      {httpStatusCodes.map((code) => (
        <HttpStatusBadge {...args} key={code} code={code} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const codes = Array.from(canvasElement.querySelectorAll('[data-code]')).map((el) => el.textContent);
    await expect(codes).toEqual(httpStatusCodes.map(String));
  },
};

export const Solid: Story = {
  args: { variant: 'solid' },
  render: AllCodes.render,
};

export const WithLabels: Story = {
  render: (args) => (
    <Stack direction="row" gap={2}>
      {sampleStatuses.map(({ code, label }) => (
        <HttpStatusBadge {...args} key={code} code={code} label={label} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('422 Record Not Found')).toBeVisible();
  },
};
