import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blockAndAllowLists, conditionCatalog, conditionListOperator, conditionOperators } from '~/fixtures/conditions';
import { ConditionRow } from '../ConditionRow';
import { emptyConditionRow, type ConditionRowValue } from '../ConditionRow/conditionRow';
import { ConditionGroup, type ConditionGroupProps } from './ConditionGroup';
import type { ConditionGroupValue } from './conditionGroup';

type Props = ConditionGroupProps<ConditionRowValue>;

const base = emptyConditionRow();
const rows = {
  amount: { ...base, kind: 'input', type: 'loanAmount', operator: 'gt', value: '50000' },
  existing: { ...base, kind: 'input', type: 'isExistingCustomer', value: 'true' },
  panOk: { ...base, kind: 'source', id: 'pan-verification__a1f3', type: 'status', value: 'OK' },
  riskScore: { ...base, kind: 'source', id: 'mobile-risk__b7c2', type: 'riskScore', operator: 'lt', value: '40' },
  country: { ...base, kind: 'input', type: 'country', value: 'IN' },
  nameScore: { ...base, kind: 'source', id: 'name-match__d2e8', type: 'score', operator: 'gte', value: '80' },
} satisfies Record<string, ConditionRowValue>;

const twoRows: ConditionGroupValue<ConditionRowValue> = {
  id: 'root',
  type: 'and',
  items: [
    { id: 'r-amount', row: rows.amount },
    { id: 'r-existing', row: rows.existing },
  ],
};

const nested: ConditionGroupValue<ConditionRowValue> = {
  id: 'root',
  type: 'and',
  items: [
    { id: 'r-country', row: rows.country },
    {
      id: 'g-or',
      type: 'or',
      items: [
        { id: 'r-pan', row: rows.panOk },
        {
          id: 'g-and',
          type: 'and',
          items: [
            { id: 'r-risk', row: rows.riskScore },
            { id: 'r-name', row: rows.nameScore },
          ],
        },
      ],
    },
    { id: 'r-amount', row: rows.amount },
  ],
};

function first(elements: HTMLElement[]): HTMLElement {
  const [element] = elements;
  if (!element) throw new Error('No element found');
  return element;
}

function ControlledGroup(props: Props) {
  const [value, setValue] = useState(props.value);
  const counter = useRef(0);
  return (
    <ConditionGroup
      {...props}
      value={value}
      createId={() => `new-${++counter.current}`}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/ConditionGroup',
  component: ConditionGroup<ConditionRowValue>,
  render: (args) => <ControlledGroup {...args} />,
  args: {
    value: twoRows,
    onChange: fn(),
    onRequestDeleteGroup: fn(),
    createRow: emptyConditionRow,
    renderRow: (row, { index, onChange, onDelete }) => (
      <ConditionRow
        label={`Condition ${index + 1}`}
        value={row}
        onChange={onChange}
        onDelete={onDelete}
        catalog={conditionCatalog}
        operators={conditionOperators}
        lists={blockAndAllowLists}
        listOperator={conditionListOperator}
      />
    ),
  },
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'AND group' });
    await expect(within(group).getByRole('button', { name: 'AND, switch to OR' })).toHaveTextContent('AND');
    await expect(within(group).getByRole('group', { name: 'Condition 1' })).toBeInTheDocument();
    await expect(within(group).getByRole('group', { name: 'Condition 2' })).toBeInTheDocument();
    await expect(within(group).queryByRole('button', { name: 'Delete AND group' })).not.toBeInTheDocument();
  },
};

export const NestedThreeDeep: Story = {
  args: { value: nested },
  play: async ({ canvas }) => {
    const root = first(canvas.getAllByRole('group', { name: 'AND group' }));
    const orGroup = within(root).getByRole('group', { name: 'OR group' });
    const inner = within(orGroup).getByRole('group', { name: 'AND group' });
    await expect(within(inner).getAllByRole('group', { name: /^Condition/ })).toHaveLength(2);
    const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor;
    await expect(background(root)).toBe(background(inner));
    await expect(background(orGroup)).not.toBe(background(root));
    await expect(within(root).getByRole('button', { name: 'Delete AND group' })).toBeInTheDocument();
    await expect(within(orGroup).queryByRole('button', { name: 'Delete OR group' })).not.toBeInTheDocument();
  },
};

export const ToggleWithKeyboard: Story = {
  args: { value: nested },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const toggle = first(canvas.getAllByRole('button', { name: 'AND, switch to OR' }));
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'root', type: 'or' }));
    const root = first(canvas.getAllByRole('group', { name: 'OR group' }));
    await expect(first(within(root).getAllByRole('button', { name: 'OR, switch to AND' }))).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'root', type: 'and' }));
    await expect(first(canvas.getAllByRole('button', { name: 'AND, switch to OR' }))).toHaveFocus();
  },
};

export const ToggleNestedByClick: Story = {
  args: { value: nested },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'OR, switch to AND' }));
    const root = args.onChange as unknown as { mock: { lastCall: [ConditionGroupValue<ConditionRowValue>] } };
    const next = root.mock.lastCall[0];
    await expect((next.items[1] as ConditionGroupValue<ConditionRowValue>).type).toBe('and');
    await expect(canvas.queryByRole('group', { name: 'OR group' })).not.toBeInTheDocument();
  },
};

export const AddConditionAndGroups: Story = {
  play: async ({ args, canvas }) => {
    const root = canvas.getByRole('group', { name: 'AND group' });
    await userEvent.click(within(root).getByRole('button', { name: 'Condition' }));
    await expect(await within(root).findByRole('group', { name: 'Condition 3' })).toBeInTheDocument();
    await expect(within(root).getByRole('button', { name: 'Delete AND group' })).toBeInTheDocument();
    await userEvent.click(within(root).getByRole('button', { name: 'OR Group' }));
    const orGroup = await within(root).findByRole('group', { name: 'OR group' });
    await expect(within(orGroup).getAllByRole('group', { name: /^Condition/ })).toHaveLength(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        items: [
          ...twoRows.items,
          { id: 'new-1', row: emptyConditionRow() },
          { id: 'new-2', type: 'or', items: [{ id: 'new-3', row: emptyConditionRow() }] },
        ],
      }),
    );
  },
};

export const DeleteRowFromGroup: Story = {
  args: { value: nested },
  play: async ({ canvas }) => {
    const inner = within(canvas.getByRole('group', { name: 'OR group' })).getByRole('group', { name: 'AND group' });
    await expect(within(inner).getAllByRole('group', { name: /^Condition/ })).toHaveLength(2);
    await userEvent.click(within(within(inner).getByRole('group', { name: 'Condition 2' })).getByRole('button', { name: 'Delete condition' }));
    await waitFor(() => expect(within(inner).getAllByRole('group', { name: /^Condition/ })).toHaveLength(1));
  },
};

export const DeleteGroupNeedsMoreThanTwoItems: Story = {
  args: { value: nested },
  play: async ({ args, canvas }) => {
    const deletes = canvas.getAllByRole('button', { name: /^Delete (AND|OR) group$/ });
    await expect(deletes).toHaveLength(1);
    await userEvent.click(first(deletes));
    await expect(args.onRequestDeleteGroup).toHaveBeenCalledWith('root', true);
  },
};

export const Empty: Story = {
  args: { value: { id: 'root', type: 'or', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No conditions yet')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'OR, switch to AND' })).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: {
    value: nested,
    isDisabled: true,
    renderRow: (row, { index }) => (
      <ConditionRow label={`Condition ${index + 1}`} value={row} onChange={() => undefined} catalog={conditionCatalog} operators={conditionOperators} isDisabled />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Condition' })).not.toBeInTheDocument();
    const toggles = canvas.getAllByRole('button', { name: /^(AND|OR)$/ });
    for (const toggle of toggles) await expect(toggle).toBeDisabled();
  },
};
