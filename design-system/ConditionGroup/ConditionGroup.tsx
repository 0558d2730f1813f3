import { Fragment, type ReactNode } from 'react';
import { ArrowLeftRight } from 'lucide-react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { GroupActions, GroupEmpty, GroupHeader, GroupItems, GroupJoin, GroupRoot, GroupToggle } from './ConditionGroup.styles';
import {
  appendConditionItem,
  canDeleteGroup,
  isConditionGroup,
  removeConditionItem,
  setConditionGroupType,
  toggledGroupType,
  updateConditionRow,
  type ConditionGroupType,
  type ConditionGroupValue,
} from './conditionGroup';

export interface ConditionGroupLabels {
  typeNames: Record<ConditionGroupType, string>;
  /** Accessible name of a group. */
  group: (typeName: string) => string;
  /** Accessible name of the type toggle; it starts with the visible type name. */
  toggle: (typeName: string, nextTypeName: string) => string;
  addCondition: string;
  addAndGroup: string;
  addOrGroup: string;
  deleteGroup: (typeName: string) => string;
  /** Shown in a group without items. */
  empty: string;
}

export const defaultConditionGroupLabels: ConditionGroupLabels = {
  typeNames: { and: 'AND', or: 'OR' },
  group: (typeName) => `${typeName} group`,
  toggle: (typeName, nextTypeName) => `${typeName}, switch to ${nextTypeName}`,
  addCondition: 'Condition',
  addAndGroup: 'AND Group',
  addOrGroup: 'OR Group',
  deleteGroup: (typeName) => `Delete ${typeName} group`,
  empty: 'No conditions yet',
};

export interface ConditionGroupRowContext<Row> {
  id: string;
  /** Position in its group, from 0. */
  index: number;
  /** Nesting level of the row's group, from 0. */
  depth: number;
  onChange: (row: Row) => void;
  onDelete: () => void;
}

export interface ConditionGroupProps<Row> {
  /** The top group (controlled). */
  value: ConditionGroupValue<Row>;
  onChange: (next: ConditionGroupValue<Row>) => void;
  /** Draws one row, e.g. a ConditionRow wired to `context.onChange` and `context.onDelete`. */
  renderRow: (row: Row, context: ConditionGroupRowContext<Row>) => ReactNode;
  /** A new, empty row. */
  createRow: () => Row;
  /** Ids for new rows and groups. */
  createId?: () => string;
  /**
   * Asks to delete a group (the caller confirms first). The icon shows only on groups with more
   * than 2 items; without this callback no group offers it.
   */
  onRequestDeleteGroup?: (groupId: string, isRoot: boolean) => void;
  labels?: Partial<ConditionGroupLabels>;
  isDisabled?: boolean;
}

const defaultCreateId = () => crypto.randomUUID();

/**
 * An AND / OR group of conditions that nests (document 2, section 4.4): pressing the group's label
 * switches AND and OR; rows, AND groups and OR groups can be added; nested levels alternate their
 * background.
 */
export function ConditionGroup<Row>({
  value,
  onChange,
  renderRow,
  createRow,
  createId = defaultCreateId,
  onRequestDeleteGroup,
  labels: labelOverrides,
  isDisabled = false,
}: ConditionGroupProps<Row>) {
  const labels = { ...defaultConditionGroupLabels, ...labelOverrides };

  const renderGroup = (group: ConditionGroupValue<Row>, depth: number): ReactNode => {
    const typeName = labels.typeNames[group.type];
    const nextType = toggledGroupType(group.type);
    const addGroup = (type: ConditionGroupType) =>
      onChange(appendConditionItem(value, group.id, { id: createId(), type, items: [{ id: createId(), row: createRow() }] }));
    return (
      <GroupRoot key={group.id} role="group" aria-label={labels.group(typeName)} $depth={depth} $type={group.type}>
        <GroupHeader>
          <GroupToggle
            aria-label={isDisabled ? undefined : labels.toggle(typeName, labels.typeNames[nextType])}
            isDisabled={isDisabled}
            onPress={() => onChange(setConditionGroupType(value, group.id, nextType))}
          >
            {typeName}
            <ArrowLeftRight aria-hidden strokeWidth={2.25} />
          </GroupToggle>
          {!isDisabled && (
            <GroupActions>
              <Button variant="ghost" size="sm" iconStart={<Icon name="plus" size="sm" />} onPress={() => onChange(appendConditionItem(value, group.id, { id: createId(), row: createRow() }))}>
                {labels.addCondition}
              </Button>
              <Button variant="ghost" size="sm" iconStart={<Icon name="plus" size="sm" />} onPress={() => addGroup('and')}>
                {labels.addAndGroup}
              </Button>
              <Button variant="ghost" size="sm" iconStart={<Icon name="plus" size="sm" />} onPress={() => addGroup('or')}>
                {labels.addOrGroup}
              </Button>
              {onRequestDeleteGroup && canDeleteGroup(group.items.length) && (
                <IconButton icon="trash" size="sm" label={labels.deleteGroup(typeName)} onPress={() => onRequestDeleteGroup(group.id, depth === 0)} />
              )}
            </GroupActions>
          )}
        </GroupHeader>
        <GroupItems>
          {group.items.length === 0 && <GroupEmpty>{labels.empty}</GroupEmpty>}
          {group.items.map((item, index) => (
            <Fragment key={item.id}>
              {index > 0 && <GroupJoin aria-hidden>{typeName}</GroupJoin>}
              {isConditionGroup(item)
                ? renderGroup(item, depth + 1)
                : renderRow(item.row, {
                    id: item.id,
                    index,
                    depth,
                    onChange: (row: Row) => onChange(updateConditionRow(value, item.id, row)),
                    onDelete: () => onChange(removeConditionItem(value, item.id)),
                  })}
            </Fragment>
          ))}
        </GroupItems>
      </GroupRoot>
    );
  };

  return renderGroup(value, 0);
}
