import { describe, expect, it } from 'vitest';
import { appendConditionItem, canDeleteGroup, countConditionRows, newConditionGroup, removeConditionItem, setConditionGroupType, updateConditionRow, type ConditionGroupValue } from './conditionGroup';

const tree: ConditionGroupValue<string> = {
  id: 'root',
  type: 'and',
  items: [
    { id: 'r1', row: 'a' },
    {
      id: 'g1',
      type: 'or',
      items: [
        { id: 'r2', row: 'b' },
        { id: 'g2', type: 'and', items: [{ id: 'r3', row: 'c' }] },
      ],
    },
  ],
};

describe('canDeleteGroup (document 2, section 4.4)', () => {
  it('shows the group delete icon only with more than 2 items', () => {
    expect(canDeleteGroup(0)).toBe(false);
    expect(canDeleteGroup(2)).toBe(false);
    expect(canDeleteGroup(3)).toBe(true);
  });
});

describe('group edits', () => {
  it('sets and / or on a nested group', () => {
    const next = setConditionGroupType(tree, 'g2', 'or');
    expect(((next.items[1] as ConditionGroupValue<string>).items[1] as ConditionGroupValue<string>).type).toBe('or');
    expect(next.items[0]).toBe(tree.items[0]);
    expect(setConditionGroupType(tree, 'root', 'and')).toBe(tree);
  });

  it('makes a new group with one new row', () => {
    let id = 0;
    expect(newConditionGroup('or', () => 'row', () => `id-${++id}`)).toEqual({ id: 'id-1', type: 'or', items: [{ id: 'id-2', row: 'row' }] });
  });

  it('appends to a nested group and updates a nested row', () => {
    const added = appendConditionItem(tree, 'g2', { id: 'r4', row: 'd' });
    expect(countConditionRows(added)).toBe(4);
    const updated = updateConditionRow(added, 'r4', 'e');
    expect(JSON.stringify(updated)).toContain('"row":"e"');
    expect(updateConditionRow(tree, 'missing', 'x')).toBe(tree);
  });

  it('removes an item and prunes nested groups left empty, but keeps the top group', () => {
    const pruned = removeConditionItem(tree, 'r3');
    expect((pruned.items[1] as ConditionGroupValue<string>).items.map((item) => item.id)).toEqual(['r2']);
    const emptied = removeConditionItem(removeConditionItem(removeConditionItem(tree, 'r3'), 'r2'), 'r1');
    expect(emptied).toEqual({ id: 'root', type: 'and', items: [] });
    expect(removeConditionItem(tree, 'missing')).toBe(tree);
  });
});
