export { ConditionGroup, defaultConditionGroupLabels, isConditionGroup } from './ConditionGroup';
export type {
  ConditionGroupProps,
  ConditionGroupLabels,
  ConditionGroupRowContext,
  ConditionGroupType,
  ConditionGroupRow,
  ConditionGroupValue,
  ConditionGroupItem,
} from './ConditionGroup';
