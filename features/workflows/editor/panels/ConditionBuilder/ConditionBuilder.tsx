import { useState } from 'react';
import { Button, ConditionGroup, ConfirmModal } from '~/design-system';
import { appendConditionItem, canDeleteGroup, newConditionGroup, removeConditionItem, setConditionGroupType, updateConditionRow } from '../../../model/conditions/conditionGroup';
import { emptyConditionRow } from '../../../model/conditions/conditionRow';
import { isGroupEntry } from '../../../model/conditions/groups';
import type { ConditionCatalog, ConditionGroupType, ConditionGroup as Group, ConditionItem, ConditionList, ConditionOperator } from '../../../model/conditions/types';
import { BuilderRoot, BuilderStart, BuilderStartActions, BuilderStartText } from './ConditionBuilder.styles';
import { ConditionBuilderRow } from './ConditionBuilderRow';

export const START_TEXT = 'Start with an AND group (every condition must hold) or an OR group (any one is enough).';
export const DELETE_GROUP_TITLE = 'Delete And/Or Group';
export const DELETE_GROUP_MESSAGE = 'The group and every condition in it will be removed.';

export interface ConditionBuilderProps {
  /** The condition (controlled); null before AND or OR is chosen. */
  value: Group | null;
  onChange: (next: Group | null) => void;
  catalog: ConditionCatalog;
  /** The operators as the row offers them (see builderOperators). */
  operators: readonly ConditionOperator[];
  lists: readonly ConditionList[];
  /** Why rows cannot be saved yet, by row id. */
  rowErrors?: Readonly<Record<string, string>>;
  /** Names the start buttons and rows, e.g. 'Accept' in the End Workflow panel. */
  name?: string;
  isDisabled?: boolean;
}

const newId = () => crypto.randomUUID();

/** Rows numbered from 1 in reading order, nested groups included: their accessible names. */
function rowNumbers(group: Group, into = new Map<string, number>()): Map<string, number> {
  for (const entry of group.items) {
    if (isGroupEntry(entry)) rowNumbers(entry, into);
    else into.set(entry.id, into.size + 1);
  }
  return into;
}
const newGroup = (type: ConditionGroupType): Group => newConditionGroup<ConditionItem>(type, emptyConditionRow, newId);

/**
 * The condition builder (document 2, section 4.4): first AND or OR, then nested groups of rows.
 * Deleting the top group, or the last condition, leaves no condition at all.
 */
export function ConditionBuilder({ value, onChange, catalog, operators, lists, rowErrors = {}, name, isDisabled = false }: ConditionBuilderProps) {
  const [deleting, setDeleting] = useState<{ groupId: string; isRoot: boolean } | null>(null);
  const prefix = name ? `${name} ` : '';
  const change = (next: Group) => onChange(next.items.length === 0 ? null : next);

  if (!value) {
    return (
      <BuilderStart role="group" aria-label={`${prefix}condition`.trim()}>
        <BuilderStartText>{START_TEXT}</BuilderStartText>
        <BuilderStartActions>
          <Button variant="secondary" size="sm" isDisabled={isDisabled} aria-label={`${prefix}AND group`} onPress={() => onChange(newGroup('and'))}>
            AND
          </Button>
          <Button variant="secondary" size="sm" isDisabled={isDisabled} aria-label={`${prefix}OR group`} onPress={() => onChange(newGroup('or'))}>
            OR
          </Button>
        </BuilderStartActions>
      </BuilderStart>
    );
  }

  const numbers = rowNumbers(value);
  return (
    <BuilderRoot>
      <ConditionGroup<ConditionItem>
        value={value}
        isDisabled={isDisabled}
        onTypeChange={(groupId, type) => change(setConditionGroupType(value, groupId, type))}
        onAddCondition={(groupId) => change(appendConditionItem(value, groupId, { id: newId(), row: emptyConditionRow() }))}
        onAddGroup={(groupId, type) => change(appendConditionItem(value, groupId, newGroup(type)))}
        canDeleteGroup={(group) => canDeleteGroup(group.items.length)}
        onRequestDeleteGroup={(groupId, isRoot) => setDeleting({ groupId, isRoot })}
        renderRow={(row, context) => {
          return (
            <ConditionBuilderRow
              row={row}
              onChange={(next) => change(updateConditionRow(value, context.id, next))}
              onDelete={() => change(removeConditionItem(value, context.id))}
              catalog={catalog}
              operators={operators}
              lists={lists}
              label={name ? `${name} condition ${numbers.get(context.id) ?? ''}` : `Condition ${numbers.get(context.id) ?? ''}`}
              error={rowErrors[context.id]}
              isDisabled={isDisabled}
            />
          );
        }}
      />
      <ConfirmModal
        isOpen={deleting !== null}
        title={DELETE_GROUP_TITLE}
        message={DELETE_GROUP_MESSAGE}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting?.isRoot) onChange(null);
          else if (deleting) change(removeConditionItem(value, deleting.groupId));
          setDeleting(null);
        }}
      />
    </BuilderRoot>
  );
}
