import type { ConditionGroupItem, ConditionGroupType, ConditionGroupValue } from './conditionGroup';
import type { ConditionAttribute, ConditionCatalog, ConditionFunctionItem, ConditionKind, ConditionList, ConditionOperator, ConditionReference, ConditionRowValue } from './conditionRow';

export type { ConditionAttribute, ConditionCatalog, ConditionFunctionItem, ConditionGroupType, ConditionKind, ConditionList, ConditionOperator, ConditionReference, ConditionRowValue };

/**
 * One condition of the builder (document 2, section 3.5): the row value (conditionRow.ts), plus the
 * raw-input text that JSON and LIST attributes compare with (a JSON scalar or list of scalars).
 */
export interface ConditionItem extends ConditionRowValue {
  rawInput?: string;
}

/** An AND/OR group of the builder; `id`s are the editor's and are not stored. */
export type ConditionGroup = ConditionGroupValue<ConditionItem>;
export type ConditionGroupEntry = ConditionGroupItem<ConditionItem>;

/** What the codec needs to know about the flow the condition sits in. */
export interface ConditionContext {
  /** The start node's id: input references read `input.<startId>.<key>`. */
  startId: string;
  /** The attributes a condition can reference: input attributes, service outputs, tag status. */
  catalog: ConditionCatalog;
  /** The server's operator list (`GET /evaluations/operators`): argument types of the functions. */
  operators: readonly ConditionOperator[];
}

/** The stored forms (document 2, section 3.6) are the contract's. */
export type { StoredConstant, StoredExpression, StoredOperand } from '~/contract';
