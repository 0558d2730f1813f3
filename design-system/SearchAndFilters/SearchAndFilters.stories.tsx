import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { SearchAndFilters, type SearchAndFiltersChip, type SearchAndFiltersProps } from './SearchAndFilters';

const appliedFilters: SearchAndFiltersChip[] = [
  { id: 'status', label: 'Status: Rejected', color: 'red' },
  { id: 'workflow', label: 'Workflow: Onboarding KYC', color: 'blue' },
  { id: 'range', label: 'Last 7 days' },
];

/** The bar spans a list page's width. */
const Page = styled.div`
  width: min(${({ theme }) => theme.sizes.contentMaxWidth}, calc(100vw - ${({ theme }) => theme.space[8]}));
`;

/** Keeps the chips the way a list page does: removing one drops it, 'Clear all' drops them all. */
function WithFilterState(args: SearchAndFiltersProps) {
  const [filters, setFilters] = useState(args.filters ?? []);
  return (
    <SearchAndFilters
      {...args}
      filters={filters}
      onRemoveFilter={(id) => {
        setFilters((prev) => prev.filter((f) => f.id !== id));
        args.onRemoveFilter?.(id);
      }}
      onClearAll={() => {
        setFilters([]);
        args.onClearAll?.();
      }}
    />
  );
}

const meta = {
  title: 'Design system/SearchAndFilters',
  component: SearchAndFilters,
  args: {
    searchLabel: 'Search transactions',
    placeholder: 'Search by reference or customer',
    onSearch: fn(),
    debounceMs: 150,
    filters: appliedFilters,
    onRemoveFilter: fn(),
    onClearAll: fn(),
    actions: (
      <Button variant="secondary" size="md" iconStart={<Icon name="filter" size="md" />}>
        Filters
      </Button>
    ),
  },
  render: (args) => <WithFilterState {...args} />,
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof SearchAndFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search transactions' })).toHaveAttribute('placeholder', 'Search by reference or customer');
    const group = within(canvas.getByRole('grid', { name: 'Active filters' }));
    await expect(group.getAllByRole('row')).toHaveLength(3);
    for (const name of ['Status: Rejected', 'Workflow: Onboarding KYC', 'Last 7 days']) await expect(group.getByRole('row', { name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeVisible();
  },
};

export const DebouncedSearch: Story = {
  // Long enough that no pause between keystrokes on a loaded machine ends the burst early.
  args: { debounceMs: 1500 },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search transactions' });
    await userEvent.type(box, 'REF-2025');
    await expect(box).toHaveValue('REF-2025');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('REF-2025'));
    // Typing in one burst searches once, with the whole query.
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const EnterSearchesAtOnce: Story = {
  args: { debounceMs: 60_000 },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search transactions' }), 'Isha{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('Isha');
  },
};

export const EscapeClears: Story = {
  args: { defaultQuery: 'Priya' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search transactions' });
    await expect(box).toHaveValue('Priya');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

export const RemoveChipWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('grid', { name: 'Active filters' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const first = within(group).getByRole('row', { name: 'Status: Rejected' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('row', { name: 'Workflow: Onboarding KYC' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemoveFilter).toHaveBeenCalledWith('workflow');
    await waitFor(() => expect(within(group).getAllByRole('row')).toHaveLength(2));
    await expect(within(group).queryByRole('row', { name: 'Workflow: Onboarding KYC' })).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Remove Last 7 days' }));
    await expect(args.onRemoveFilter).toHaveBeenLastCalledWith('range');
  },
};

export const ClearAll: Story = {
  play: async ({ canvas, args }) => {
    const clearAll = canvas.getByRole('button', { name: 'Clear all' });
    // Tab along the bar (search, Filters, the chips and their remove buttons) until 'Clear all'.
    for (let i = 0; i < 10 && document.activeElement !== clearAll; i += 1) await userEvent.tab();
    await expect(clearAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('grid', { name: 'Active filters' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  },
};

export const NoFilters: Story = {
  args: { filters: [], actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search transactions' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search transactions' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  },
};
