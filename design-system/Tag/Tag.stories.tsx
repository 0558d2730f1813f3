import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Key } from 'react-aria-components';
import { Tag } from './Tag';
import { TagList, type TagListItem } from './TagList';
import { Stack } from '../storybook/Stack';

const meta = {
  title: 'Design system/Tag',
  component: Tag,
  args: { children: 'Onboarding', color: 'gray' },
  argTypes: {
    color: { control: 'inline-radio', options: ['gray', 'orange', 'green', 'red', 'blue', 'violet'] },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Onboarding')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Colors: Story = {
  render: (args) => (
    <Stack direction="row">
      <Tag {...args} color="gray">Gray</Tag>
      <Tag {...args} color="orange">Orange</Tag>
      <Tag {...args} color="green">Green</Tag>
      <Tag {...args} color="red">Red</Tag>
      <Tag {...args} color="blue">Blue</Tag>
      <Tag {...args} color="violet">Violet</Tag>
    </Stack>
  ),
};

export const Removable: Story = {
  args: { color: 'blue', onRemove: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Onboarding' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

export const RemoveLabelProp: Story = {
  args: { color: 'violet', onRemove: fn(), removeLabel: 'Retirer Onboarding' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retirer Onboarding' })).toBeInTheDocument();
  },
};

export const ColorsRemovable: Story = {
  render: (args) => (
    <Stack direction="row">
      {(['gray', 'orange', 'green', 'red', 'blue', 'violet'] as const).map((color) => (
        <Tag {...args} key={color} color={color} onRemove={() => undefined}>
          {color}
        </Tag>
      ))}
    </Stack>
  ),
};

export const LongText: Story = {
  args: { children: 'Payments and transactions for merchant onboarding in the northern region', onRemove: fn() },
  decorators: [(Story) => <div style={{ width: '14rem' }}><Story /></div>],
};

const useCases: TagListItem[] = [
  { id: 'onboarding', label: 'Onboarding', color: 'blue' },
  { id: 'login', label: 'Login and account access', color: 'green' },
  { id: 'payments', label: 'Payments and transactions', color: 'orange' },
  { id: 'lending', label: 'Lending', color: 'violet' },
];

function RemovableTagList({ onRemove }: { onRemove: (ids: Key[]) => void }) {
  const [items, setItems] = useState(useCases);
  return (
    <TagList
      label="Use cases"
      items={items}
      emptyText="No use cases"
      onRemove={(ids) => {
        onRemove(ids);
        setItems((current) => current.filter((item) => !ids.includes(item.id)));
      }}
    />
  );
}

export const List: StoryObj<typeof TagList> = {
  render: () => <TagList aria-label="Use cases" items={useCases} />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Use cases' });
    await expect(grid).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const onListRemove = fn();

export const ListRemovable: StoryObj<typeof TagList> = {
  render: () => <RemovableTagList onRemove={onListRemove} />,
  beforeEach: () => {
    onListRemove.mockClear();
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Onboarding' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Login and account access' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(onListRemove).toHaveBeenLastCalledWith(['login']);
    await waitFor(() => expect(canvas.queryByRole('row', { name: 'Login and account access' })).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Payments and transactions' })).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await expect(onListRemove).toHaveBeenLastCalledWith(['payments']);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Lending' }));
    await expect(onListRemove).toHaveBeenLastCalledWith(['lending']);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(1));
    await expect(canvas.getByRole('row', { name: 'Onboarding' })).toBeInTheDocument();
  },
};

export const ListEmpty: StoryObj<typeof TagList> = {
  render: () => <TagList label="Use cases" items={[]} emptyText="No use cases" onRemove={() => undefined} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No use cases')).toBeVisible();
  },
};
