import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { capabilityCards } from '~/fixtures/display';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Card, CardGrid } from './Card';

const meta = {
  title: 'Design system/Card',
  component: Card,
  args: {
    title: 'PAN Verification',
    description: 'Checks a PAN against the tax department records.',
    children: 'Returns the holder name, the PAN status and whether it is linked to an Aadhaar number.',
  },
  argTypes: { padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardWidth: NonNullable<Story['decorators']> = [(Story) => <div style={{ width: '24rem' }}><Story /></div>];

export const Playground: Story = {
  decorators: cardWidth,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'PAN Verification' })).toBeVisible();
  },
};

export const WithActionsAndFooter: Story = {
  decorators: cardWidth,
  args: {
    as: 'section',
    actions: <IconButton icon="moreVertical" label="More actions" size="sm" />,
    footer: (
      <>
        <Button variant="secondary" size="sm">Try it</Button>
        <Button size="sm">Request access</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'PAN Verification' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request access' })).toBeVisible();
  },
};

export const BodyOnly: Story = {
  decorators: cardWidth,
  args: { title: undefined, description: undefined, children: 'A card with content only.' },
};

export const Elevated: Story = {
  decorators: cardWidth,
  args: { elevated: true, padding: 'lg' },
};

/** Columns of at least 20rem, as many as fit: three at this width, then fewer as it narrows. */
export const Grid: Story = {
  decorators: [(Story) => <div style={{ width: '66rem' }}><Story /></div>],
  render: () => (
    <CardGrid as="ul" aria-label="Capabilities">
      {capabilityCards.map((c) => (
        <Card key={c.id} as="li" title={c.title} description={c.description} actions={<Badge tone={c.credits ? 'accent' : 'success'} size="sm">{c.credits ? `${c.credits} ${c.credits === 1 ? 'credit' : 'credits'}` : 'Free'}</Badge>} />
      ))}
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Capabilities' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};

export const NarrowGrid: Story = {
  decorators: [(Story) => <div style={{ width: '30rem' }}><Story /></div>],
  render: Grid.render,
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('list')).gridTemplateColumns.split(' ')).toHaveLength(1);
  },
};
