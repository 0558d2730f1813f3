import { Fragment, type ReactNode } from 'react';
import { ArrowLeftRight } from 'lucide-react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { GroupActions, GroupEmpty, GroupHeader, GroupItems, GroupJoin, GroupRoot, GroupToggle } from './ConditionGroup.styles';

export type ConditionGroupType = 'and' | 'or';

/** A row of the tree: any value the caller draws with `renderRow`. */
export interface ConditionGroupRow<Row> {
  id: string;
  row: Row;
}

/** An AND or OR group: rows and nested groups. */
export interface ConditionGroupValue<Row> {
  id: string;
  type: ConditionGroupType;
  items: ConditionGroupItem<Row>[];
}

export type ConditionGroupItem<Row> = ConditionGroupRow<Row> | ConditionGroupValue<Row>;

export function isConditionGroup<Row>(item: ConditionGroupItem<Row>): item is ConditionGroupValue<Row> {
  return 'items' in item;
}

const otherType = (type: ConditionGroupType): ConditionGroupType => (type === 'and' ? 'or' : 'and');

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

export interface ConditionGroupRowContext {
  id: string;
  /** Position in its group, from 0. */
  index: number;
  /** Nesting level of the row's group, from 0. */
  depth: number;
}

export interface ConditionGroupProps<Row> {
  /** The top group. */
  value: ConditionGroupValue<Row>;
  /** Draws one row, e.g. a condition row wired to the caller's edits of the row `context.id`. */
  renderRow: (row: Row, context: ConditionGroupRowContext) => ReactNode;
  /** The group's label was pressed: switch it to `type`. */
  onTypeChange: (groupId: string, type: ConditionGroupType) => void;
  /** 'Condition' was pressed in the group. */
  onAddCondition: (groupId: string) => void;
  /** 'AND Group' or 'OR Group' was pressed in the group. */
  onAddGroup: (groupId: string, type: ConditionGroupType) => void;
  /** Asks to delete a group (the caller confirms first); offered where `canDeleteGroup` answers true. */
  onRequestDeleteGroup?: (groupId: string, isRoot: boolean) => void;
  /** Which groups offer the delete icon; none when not given. */
  canDeleteGroup?: (group: ConditionGroupValue<Row>) => boolean;
  labels?: Partial<ConditionGroupLabels>;
  isDisabled?: boolean;
}

const never = () => false;

/**
 * An AND / OR group of conditions that nests (document 2, section 4.4): pressing the group's label
 * switches AND and OR; rows, AND groups and OR groups can be added; nested levels alternate their
 * background.
 */
export function ConditionGroup<Row>({
  value,
  renderRow,
  onTypeChange,
  onAddCondition,
  onAddGroup,
  onRequestDeleteGroup,
  canDeleteGroup = never,
  labels: labelOverrides,
  isDisabled = false,
}: ConditionGroupProps<Row>) {
  const labels = { ...defaultConditionGroupLabels, ...labelOverrides };

  const renderGroup = (group: ConditionGroupValue<Row>, depth: number): ReactNode => {
    const typeName = labels.typeNames[group.type];
    const nextType = otherType(group.type);
    return (
      <GroupRoot key={group.id} role="group" aria-label={labels.group(typeName)} $depth={depth} $type={group.type}>
        <GroupHeader>
          <GroupToggle
            aria-label={isDisabled ? undefined : labels.toggle(typeName, labels.typeNames[nextType])}
            isDisabled={isDisabled}
            onPress={() => onTypeChange(group.id, nextType)}
          >
            {typeName}
            <ArrowLeftRight aria-hidden strokeWidth={2.25} />
          </GroupToggle>
          {!isDisabled && (
            <GroupActions>
              <Button variant="ghost" size="sm" iconStart={<Icon name="plus" size="sm" />} onPress={() => onAddCondition(group.id)}>
                {labels.addCondition}
              </Button>
              <Button variant="ghost" size="sm" iconStart={<Icon name="plus" size="sm" />} onPress={() => onAddGroup(group.id, 'and')}>
                {labels.addAndGroup}
              </Button>
              <Button variant="ghost" size="sm" iconStart={<Icon name="plus" size="sm" />} onPress={() => onAddGroup(group.id, 'or')}>
                {labels.addOrGroup}
              </Button>
              {onRequestDeleteGroup && canDeleteGroup(group) && (
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
                : renderRow(item.row, { id: item.id, index, depth })}
            </Fragment>
          ))}
        </GroupItems>
      </GroupRoot>
    );
  };

  return renderGroup(value, 0);
}
