export { ConditionRow, defaultConditionRowLabels } from './ConditionRow';
export type { ConditionRowProps, ConditionRowLabels } from './ConditionRow';
export { DEFAULT_OPERATOR, emptyConditionRow, canDeleteArgument, isVariadicOperator } from './conditionRow';
export type {
  ConditionKind,
  ConditionDataType,
  ConditionReference,
  ConditionFunctionItem,
  ConditionRowValue,
  ConditionAttribute,
  ConditionEntity,
  ConditionCatalog,
  ConditionOperatorArgument,
  ConditionOperator,
  ConditionList,
} from './conditionRow';
