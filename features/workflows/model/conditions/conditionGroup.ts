/**
 * The AND/OR tree of a condition (document 2, sections 3.5 and 4.4) and pure edits of it. Rows
 * carry any value; the condition builder uses ConditionItem. The design system's ConditionGroup
 * draws a tree of this shape and reports presses; ConditionBuilder applies these edits.
 */

import type { ConditionGroupItem, ConditionGroupType, ConditionGroupValue } from '~/design-system';

export type { ConditionGroupItem, ConditionGroupType, ConditionGroupValue };

const isConditionGroup = <Row>(item: ConditionGroupItem<Row>): item is ConditionGroupValue<Row> => 'items' in item;

/** Document 2, section 4.4: a group's delete icon shows only when it holds more than 2 items. */
export function canDeleteGroup(itemCount: number): boolean {
  return itemCount > 2;
}

function mapGroups<Row>(group: ConditionGroupValue<Row>, groupId: string, edit: (target: ConditionGroupValue<Row>) => ConditionGroupValue<Row>): ConditionGroupValue<Row> {
  if (group.id === groupId) return edit(group);
  let changed = false;
  const items = group.items.map((item) => {
    if (!isConditionGroup(item)) return item;
    const next = mapGroups(item, groupId, edit);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? { ...group, items } : group;
}

export function setConditionGroupType<Row>(root: ConditionGroupValue<Row>, groupId: string, type: ConditionGroupType): ConditionGroupValue<Row> {
  return mapGroups(root, groupId, (group) => (group.type === type ? group : { ...group, type }));
}

/** A new group of the given type holding one new row. */
export function newConditionGroup<Row>(type: ConditionGroupType, createRow: () => Row, createId: () => string): ConditionGroupValue<Row> {
  return { id: createId(), type, items: [{ id: createId(), row: createRow() }] };
}

export function appendConditionItem<Row>(root: ConditionGroupValue<Row>, groupId: string, item: ConditionGroupItem<Row>): ConditionGroupValue<Row> {
  return mapGroups(root, groupId, (group) => ({ ...group, items: [...group.items, item] }));
}

export function updateConditionRow<Row>(root: ConditionGroupValue<Row>, rowId: string, row: Row): ConditionGroupValue<Row> {
  let changed = false;
  const items = root.items.map((item) => {
    if (isConditionGroup(item)) {
      const next = updateConditionRow(item, rowId, row);
      if (next !== item) changed = true;
      return next;
    }
    if (item.id !== rowId) return item;
    changed = true;
    return { ...item, row };
  });
  return changed ? { ...root, items } : root;
}

/**
 * Removes a row or a nested group by id. Nested groups left empty are pruned; the top group stays
 * (empty) so that the caller can clear the outcome's conditions.
 */
export function removeConditionItem<Row>(root: ConditionGroupValue<Row>, itemId: string): ConditionGroupValue<Row> {
  const prune = (group: ConditionGroupValue<Row>): ConditionGroupValue<Row> => {
    const items: ConditionGroupItem<Row>[] = [];
    let changed = false;
    for (const item of group.items) {
      if (item.id === itemId) {
        changed = true;
        continue;
      }
      if (!isConditionGroup(item)) {
        items.push(item);
        continue;
      }
      const next = prune(item);
      if (next !== item) changed = true;
      if (next.items.length > 0) items.push(next);
    }
    return changed ? { ...group, items } : group;
  };
  return prune(root);
}

/** Rows in the tree, depth first. */
export function countConditionRows<Row>(group: ConditionGroupValue<Row>): number {
  return group.items.reduce((sum, item) => sum + (isConditionGroup(item) ? countConditionRows(item) : 1), 0);
}
