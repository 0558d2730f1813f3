export { ConditionGroup, defaultConditionGroupLabels } from './ConditionGroup';
export type { ConditionGroupProps, ConditionGroupLabels, ConditionGroupRowContext } from './ConditionGroup';
export {
  isConditionGroup,
  canDeleteGroup,
  toggledGroupType,
  setConditionGroupType,
  appendConditionItem,
  updateConditionRow,
  removeConditionItem,
  countConditionRows,
} from './conditionGroup';
export type { ConditionGroupType, ConditionGroupRow, ConditionGroupValue, ConditionGroupItem } from './conditionGroup';
