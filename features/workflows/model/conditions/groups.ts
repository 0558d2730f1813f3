import type { ConditionGroup, ConditionGroupEntry } from './types';

export const isGroupEntry = (entry: ConditionGroupEntry): entry is ConditionGroup => 'items' in entry;

/** The group with editor ids that follow each item's position (`$`, `$.0`, `$.1.2`), as a load gives them. */
export function withPathIds(group: ConditionGroup, id = '$'): ConditionGroup {
  return {
    id,
    type: group.type,
    items: group.items.map((entry, i) => (isGroupEntry(entry) ? withPathIds(entry, `${id}.${i}`) : { id: `${id}.${i}`, row: entry.row })),
  };
}
