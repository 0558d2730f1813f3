/**
 * The stored condition language (document 2, section 3.6; conventions.md item 10), once: its
 * types, the parser and walks, the operator registry, the integer marker and dates, the grammar
 * of references and the structural rules. Framework-free; imports nothing outside contract/.
 */
export type { GroupType, ReferenceKind, StoredArgument, StoredConstant, StoredExpression, StoredOperand, StoredReference, StoredScalar } from './types';
export { INTEGER_MARKER, withIntegerMarker, withoutIntegerMarker, stripIntegerMarker, toStoredDate, epochSecondsOf } from './marker';
export {
  REFERENCE_KINDS,
  LOCATION_KINDS,
  TAG_STATUS,
  REFERENCE_PATTERN,
  FORBIDDEN_SEGMENTS,
  splitReference,
  typePath,
  referencedNodeId,
  parseReference,
  parseLocation,
  formatReference,
  referenceProblemText,
  type ReferenceProblem,
  type ReferenceResult,
} from './references';
export {
  OPERATORS,
  RELATIONAL_OPERATORS,
  FUNCTIONAL_OPERATORS,
  RELATIONAL_OPERATOR_NAMES,
  LIST_OPERATOR,
  PATTERN_OPERATOR,
  type OperatorDefinition,
  type RelationalOperatorName,
  type DataType,
  type Format,
} from './registry';
export {
  FUNCTION_PREFIX,
  FUNCTION_NAME_PATTERN,
  functionName,
  calledFunction,
  isRelationalOperator,
  isListOperator,
  findFunction,
  findOperator,
  isVariadic,
  argumentTypeOf,
  arityOf,
  registeredArity,
  operatorsFor,
} from './operators';
export { parseCondition, conditionIssues, isStoredConstant, type ParsedExpression, type ParsedOperand, type ParseOptions, type ParseResult } from './parse';
export { issueText, type ConditionIssue, type ConditionIssueCode } from './issues';
export {
  entryOf,
  isGroupKey,
  comparisonsOf,
  operandShape,
  operandReferences,
  comparisonReferences,
  referencesOf,
  callsFunction,
  readsData,
  inputKeysOf,
  type StoredComparison,
  type OperandShape,
} from './visit';
export { MAX_GROUP_DEPTH, MAX_GROUP_ITEMS, storedRef, storedConst, storedInt, storedCompare, storedGroup, storedInList, storedCall, emptyGroupExpression, emptyGroupType } from './build';
export { OPERATOR_PHRASES, operatorPhrase } from './phrases';
