import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { conditionCatalog, conditionOperators } from '~/fixtures/conditions';
import { ConditionRow, type ConditionRowKind, type ConditionRowValueField } from '../ConditionRow';
import { ConditionGroup, isConditionGroup, type ConditionGroupProps, type ConditionGroupType, type ConditionGroupValue } from './ConditionGroup';

/**
 * The group draws a tree and reports presses; the edits (and which groups may be deleted) are the
 * caller's: in the product, features/workflows' ConditionBuilder. Here a small story state applies
 * them, and each row is a read-only picture of a condition drawn by ConditionRow.
 */

interface StoryRow {
  kind: 'input' | 'source' | null;
  entity?: string;
  attribute?: string;
  operator?: string;
  value?: string;
}

type Props = ConditionGroupProps<StoryRow>;

const emptyRow = (): StoryRow => ({ kind: null });
const rows = {
  amount: { kind: 'input', attribute: 'loanAmount', operator: 'gt', value: '50000' },
  existing: { kind: 'input', attribute: 'isExistingCustomer', operator: 'eq', value: 'true' },
  panOk: { kind: 'source', entity: 'pan-verification__a1f3', attribute: 'status', operator: 'eq', value: 'OK' },
  riskScore: { kind: 'source', entity: 'mobile-risk__b7c2', attribute: 'riskScore', operator: 'lt', value: '40' },
  country: { kind: 'input', attribute: 'country', operator: 'eq', value: 'IN' },
  nameScore: { kind: 'source', entity: 'name-match__d2e8', attribute: 'score', operator: 'gte', value: '80' },
} satisfies Record<string, StoryRow>;

const ROW_KINDS: readonly ConditionRowKind[] = ['input', 'source', 'tag'];
const VALUE_KINDS: readonly ConditionRowKind[] = ['static', 'input', 'source', 'tag'];
const options = (list: readonly { key: string; label: string }[]) => list.map(({ key, label }) => ({ id: key, label }));

function valueField(row: StoryRow, dataType: string | undefined, allowed: readonly string[] | undefined): ConditionRowValueField {
  const value = row.value ?? '';
  if (allowed) return { editor: 'select', value, options: allowed.map((id) => ({ id, label: id.replace(/_/g, ' ') })) };
  if (dataType === 'BOOLEAN') return { editor: 'boolean', value };
  return { editor: dataType === 'NUMBER' ? 'number' : 'text', value, isDisabled: dataType === undefined };
}

/** One row as the condition editor would draw it, from the fixtures' catalogue and operator list. */
function StoryConditionRow({ row, label, onDelete, isDisabled }: { row: StoryRow; label: string; onDelete?: () => void; isDisabled?: boolean }) {
  const service = conditionCatalog.source.find((entity) => entity.id === row.entity);
  const attributes = row.kind === 'input' ? conditionCatalog.input : (service?.attributes ?? []);
  const attribute = attributes.find((candidate) => candidate.key === row.attribute);
  const operator = conditionOperators.find((candidate) => candidate.name === row.operator);
  return (
    <ConditionRow
      label={label}
      isDisabled={isDisabled}
      subject={{
        kind: row.kind,
        entities: row.kind === 'source' ? conditionCatalog.source.map(({ id, label: name }) => ({ id, label: name })) : undefined,
        entity: row.entity ?? null,
        attributes: options(attributes),
        attribute: row.attribute ?? null,
        isAttributeDisabled: row.kind === null,
      }}
      kinds={ROW_KINDS}
      onKindChange={() => undefined}
      onEntityChange={() => undefined}
      onAttributeChange={() => undefined}
      operator={{ selectedLabel: attribute ? (operator?.label ?? null) : null, operators: [], isDisabled: attribute === undefined }}
      onOperatorChange={() => undefined}
      comparison={{ kind: 'static', kinds: VALUE_KINDS, isDisabled: attribute === undefined, value: valueField(row, attribute?.dataType, attribute?.allowedValues) }}
      onDelete={onDelete}
    />
  );
}

const twoRows: ConditionGroupValue<StoryRow> = {
  id: 'root',
  type: 'and',
  items: [
    { id: 'r-amount', row: rows.amount },
    { id: 'r-existing', row: rows.existing },
  ],
};

const nested: ConditionGroupValue<StoryRow> = {
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

/** The story's own state: the tree, with the group's presses applied and rows deletable. */
function ControlledGroup(props: Props) {
  const [value, setValue] = useState(props.value);
  const counter = useRef(0);
  const newId = () => `new-${++counter.current}`;
  const edit = (groupId: string, change: (group: ConditionGroupValue<StoryRow>) => ConditionGroupValue<StoryRow>) => {
    const walk = (group: ConditionGroupValue<StoryRow>): ConditionGroupValue<StoryRow> =>
      group.id === groupId ? change(group) : { ...group, items: group.items.map((item) => (isConditionGroup(item) ? walk(item) : item)) };
    setValue(walk(value));
  };
  const removeRow = (rowId: string) => {
    const walk = (group: ConditionGroupValue<StoryRow>): ConditionGroupValue<StoryRow> => ({
      ...group,
      items: group.items.filter((item) => item.id !== rowId).map((item) => (isConditionGroup(item) ? walk(item) : item)),
    });
    setValue(walk(value));
  };
  const append = (groupId: string, type?: ConditionGroupType) =>
    edit(groupId, (group) => ({ ...group, items: [...group.items, type ? { id: newId(), type, items: [{ id: newId(), row: emptyRow() }] } : { id: newId(), row: emptyRow() }] }));
  return (
    <ConditionGroup
      {...props}
      value={value}
      onTypeChange={(groupId, type) => {
        edit(groupId, (group) => ({ ...group, type }));
        props.onTypeChange(groupId, type);
      }}
      onAddCondition={(groupId) => {
        append(groupId);
        props.onAddCondition(groupId);
      }}
      onAddGroup={(groupId, type) => {
        append(groupId, type);
        props.onAddGroup(groupId, type);
      }}
      renderRow={(row, context) => (
        <StoryConditionRow row={row} label={`Condition ${context.index + 1}`} onDelete={props.isDisabled ? undefined : () => removeRow(context.id)} isDisabled={props.isDisabled} />
      )}
    />
  );
}

const meta = {
  title: 'Design system/ConditionGroup',
  component: ConditionGroup<StoryRow>,
  render: (args) => <ControlledGroup {...args} />,
  args: {
    value: twoRows,
    onTypeChange: fn(),
    onAddCondition: fn(),
    onAddGroup: fn(),
    onRequestDeleteGroup: fn(),
    /** The product's rule (document 2, section 4.4): a group with more than 2 items offers delete. */
    canDeleteGroup: (group) => group.items.length > 2,
    renderRow: () => null,
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
    await expect(args.onTypeChange).toHaveBeenCalledTimes(1);
    await expect(args.onTypeChange).toHaveBeenLastCalledWith('root', 'or');
    const root = first(canvas.getAllByRole('group', { name: 'OR group' }));
    await expect(first(within(root).getAllByRole('button', { name: 'OR, switch to AND' }))).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith('root', 'and');
    await expect(first(canvas.getAllByRole('button', { name: 'AND, switch to OR' }))).toHaveFocus();
  },
};

export const ToggleNestedByClick: Story = {
  args: { value: nested },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'OR, switch to AND' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('g-or', 'and');
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
    await expect(args.onAddCondition).toHaveBeenCalledWith('root');
    await expect(args.onAddGroup).toHaveBeenCalledWith('root', 'or');
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
  args: { value: nested, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Condition' })).not.toBeInTheDocument();
    const toggles = canvas.getAllByRole('button', { name: /^(AND|OR)$/ });
    for (const toggle of toggles) await expect(toggle).toBeDisabled();
  },
};
