import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { Icon } from './Icon';
import { iconNames } from './icons';
import { Stack } from '../storybook/Stack';

const meta = {
  title: 'Design system/Icon',
  component: Icon,
  args: { name: 'home', size: 'md' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" align="center">
      <Icon {...args} size="sm" />
      <Icon {...args} size="md" />
      <Icon {...args} size="lg" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width);
    await expect(widths).toEqual([14, 16, 20]);
  },
};

export const Labelled: Story = {
  args: { name: 'warning', label: 'Warning' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Warning' });
    await expect(img).not.toHaveAttribute('aria-hidden');
  },
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(8, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
`;

const CellName = styled.span`
  font-family: ${({ theme }) => theme.fontFamily.mono};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const AllIcons: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <Grid aria-label="Icon set">
      {iconNames.map((name) => (
        <Cell key={name}>
          <Icon name={name} size={args.size} />
          <CellName>{name}</CellName>
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Icon set' });
    await expect(list.querySelectorAll('li')).toHaveLength(iconNames.length);
    await expect(canvas.getByText('usageLogs')).toBeVisible();
    await expect(canvas.getByText('contactSales')).toBeVisible();
  },
};
