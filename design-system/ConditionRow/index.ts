export { ConditionRow } from './ConditionRow';
export type { ConditionRowProps } from './ConditionRow';
export { defaultConditionRowLabels } from './ConditionRow.types';
export type {
  ConditionRowKind,
  ConditionRowOption,
  ConditionRowReference,
  ConditionRowValueField,
  ConditionRowComparison,
  ConditionRowArgument,
  ConditionRowOperator,
  ConditionRowLabels,
} from './ConditionRow.types';
