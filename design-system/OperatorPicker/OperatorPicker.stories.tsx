import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { blockAndAllowLists, conditionListOperator, conditionOperators } from '~/fixtures/conditions';
import { OperatorPicker, type OperatorPickerProps } from './OperatorPicker';
import type { OperatorPickerItem, OperatorPickerListItem } from './operatorPicker';

/** The server's operator list (fixtures take it from the contract); the list operator is offered through the lists. */
const operators: OperatorPickerItem[] = conditionOperators
  .filter((operator) => operator.type === 'relational' && operator.name !== conditionListOperator)
  .map((operator) => ({ id: operator.name, label: operator.label, symbol: operator.symbol }));
const functions: OperatorPickerItem[] = conditionOperators
  .filter((operator) => operator.type === 'functional')
  .map((operator) => ({ id: operator.name, label: operator.label, description: operator.description }));
const lists: OperatorPickerListItem[] = [...blockAndAllowLists];

function StatefulPicker(props: OperatorPickerProps) {
  const [selected, setSelected] = useState(props.selectedLabel ?? null);
  const labelOf = (id: string) => [...operators, ...functions, ...lists].find((item) => item.id === id)?.label ?? null;
  return (
    <div style={{ width: '14rem' }}>
      <OperatorPicker
        {...props}
        selectedLabel={selected}
        onSelect={(selection) => {
          setSelected(labelOf(selection.id));
          props.onSelect(selection);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/OperatorPicker',
  component: OperatorPicker,
  render: (args) => <StatefulPicker {...args} />,
  args: { label: 'Operator', operators, functions, lists, onSelect: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OperatorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

async function settled() {
  await waitFor(() => expect(document.querySelector('[data-vf-overlay]')?.getAnimations() ?? []).toHaveLength(0));
}

export const Playground: Story = {
  args: { selectedLabel: 'Equals' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Equals Operator' })).toHaveAttribute('aria-haspopup', 'true');
  },
};

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Select operator Operator' })).toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { selectedLabel: 'Equals' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Operator/ }));
    const menu = await screen.findByRole('menu', { name: 'Operator' });
    await expect(within(menu).getByRole('group', { name: 'Operator' })).toBeInTheDocument();
    await expect(within(menu).getByRole('group', { name: 'Custom Functions' })).toBeInTheDocument();
    await expect(within(menu).getByRole('group', { name: 'Allow List or Block List' })).toBeInTheDocument();
    await expect(within(menu).getAllByText('Blocklist')).toHaveLength(3);
    await expect(within(menu).getAllByText('Allowlist')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus());
    await settled();
  },
};

export const PickBlocklistWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Operator/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Operator' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('chargeback');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')).toHaveLength(1));
    const item = within(menu).getByRole('menuitem', { name: 'Chargeback Devices Blocklist' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith({ section: 'list', id: 'bl_chargeback_devices' });
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
    await expect(trigger).toHaveAccessibleName('Chargeback Devices Operator');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ArrowThroughSections: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: /Operator/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Operator' });
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus());
    const items = within(menu).getAllByRole('menuitem');
    const target = within(menu).getByRole('menuitem', { name: 'Fraud Ring Phone Numbers Blocklist' });
    // Opening with ArrowDown puts the virtual focus on the first item; each further press moves one down.
    await waitFor(() => expect(items[0]).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{ArrowDown}'.repeat(items.indexOf(target)));
    await waitFor(() => expect(target).toHaveAttribute('data-focused', 'true'));
    await expect(within(menu).getByRole('group', { name: 'Allow List or Block List' })).toContainElement(target);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({ section: 'list', id: 'bl_fraud_phones' });
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
  },
};

export const BlocklistItemFocused: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: /Operator/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Operator' });
    const items = within(menu).getAllByRole('menuitem');
    const target = within(menu).getByRole('menuitem', { name: 'Chargeback Devices Blocklist' });
    await waitFor(() => expect(items[0]).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{ArrowDown}'.repeat(items.indexOf(target)));
    await waitFor(() => expect(target).toHaveAttribute('data-focused', 'true'));
    const scroller = menu.parentElement;
    await waitFor(() => expect(scroller?.scrollTop ?? 0).toBeGreaterThan(0));
    await settled();
  },
};

export const PickFunctionByClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Operator/ }));
    const menu = await screen.findByRole('menu', { name: 'Operator' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^Any of/ }));
    await expect(args.onSelect).toHaveBeenCalledWith({ section: 'function', id: 'anyOf' });
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
    await expect(canvas.getByRole('button', { name: /Operator/ })).toHaveAccessibleName('Any of Operator');
  },
};

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Operator/ }));
    await screen.findByRole('menu', { name: 'Operator' });
    await userEvent.keyboard('zzz');
    await expect(await screen.findByText('No matches found')).toBeInTheDocument();
    await settled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Operator/ });
    await userEvent.click(trigger);
    await screen.findByRole('menu', { name: 'Operator' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[data-vf-overlay]')).toBeNull());
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const OperatorsOnly: Story = {
  args: { functions: [], lists: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Operator/ }));
    const menu = await screen.findByRole('menu', { name: 'Operator' });
    await expect(within(menu).queryByRole('group', { name: 'Custom Functions' })).not.toBeInTheDocument();
    await expect(within(menu).queryByRole('group', { name: 'Allow List or Block List' })).not.toBeInTheDocument();
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(operators.length);
    await expect(operators).toHaveLength(11);
    await settled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Operator/ })).toBeDisabled();
  },
};
