import { operatorsFor, type DataType, type Format } from '~/contract';

/**
 * The operator list `GET /evaluations/operators` answers is the contract's registry
 * (contract/conditions/registry.ts): relational first (the list operator at index 10), then the
 * custom functions.
 */
export { OPERATORS, RELATIONAL_OPERATORS, FUNCTIONAL_OPERATORS, RELATIONAL_OPERATOR_NAMES, operatorsFor, type RelationalOperatorName } from '~/contract';

/** `operatorsFor` in the contract's shape (`[{ key }]`). */
export const operatorRefs = (type: DataType, format?: Format) => operatorsFor(type, format).map((key) => ({ key }));
