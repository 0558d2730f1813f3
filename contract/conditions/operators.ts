import { FUNCTIONAL_OPERATORS, LIST_OPERATOR, OPERATORS, RELATIONAL_OPERATOR_NAMES, type DataType, type Format, type OperatorDefinition, type RelationalOperatorName } from './registry';

/** What a custom function's call starts with: `functions.<name>`. */
export const FUNCTION_PREFIX = 'functions.';
/** The shape of a callable name (the name a function is registered under may be checked apart). */
export const FUNCTION_NAME_PATTERN = /^functions\.[A-Za-z][A-Za-z0-9_]{0,60}$/;

/** The qualified name a custom function is called by. */
export const functionName = (name: string): string => `${FUNCTION_PREFIX}${name}`;

/** The function a call names (`functions.ageBetween` → ageBetween); null when it does not name one. */
export function calledFunction(qualified: unknown): string | null {
  return typeof qualified === 'string' && qualified.startsWith(FUNCTION_PREFIX) ? qualified.slice(FUNCTION_PREFIX.length) : null;
}

export const isRelationalOperator = (name: string): name is RelationalOperatorName => (RELATIONAL_OPERATOR_NAMES as readonly string[]).includes(name);
export const isListOperator = (name: string | null | undefined): boolean => name === LIST_OPERATOR;

/** A registered custom function by name. */
export function findFunction(name: string): OperatorDefinition | undefined {
  return FUNCTIONAL_OPERATORS.find((operator) => operator.name === name);
}

/**
 * How many arguments a custom function of the registry (what `GET /evaluations/operators` lists)
 * takes; null when the registry lists no function of that name.
 */
export function registeredArity(name: string): { min: number; max: number } | null {
  const operator = findFunction(name);
  return operator ? arityOf(operator) : null;
}

/** An operator of a list (the server's, or one handed in) by name. */
export function findOperator<T extends { name: string }>(operators: readonly T[], name: string | null | undefined): T | undefined {
  return operators.find((operator) => operator.name === name);
}

type WithArguments = { arguments?: readonly { type: string; variadic?: boolean }[] } | undefined;

/** A functional operator is variadic when its last argument is. */
export function isVariadic(operator: WithArguments): boolean {
  return operator?.arguments?.at(-1)?.variadic === true;
}

/** The declared type of argument `index`; arguments past the end repeat the last (variadic) one. */
export function argumentTypeOf(operator: WithArguments, index: number): string | undefined {
  const args = operator?.arguments ?? [];
  return args[Math.min(index, args.length - 1)]?.type;
}

/** How many arguments a function takes: at least `min`, at most `max` (Infinity when variadic). */
export function arityOf(operator: WithArguments): { min: number; max: number } {
  const count = operator?.arguments?.length ?? 0;
  return { min: count, max: isVariadic(operator) ? Infinity : count };
}

/**
 * The relational operators a value of this type and format supports. DATE values are epoch
 * seconds, compared as numbers; JSON values offer only equality and contains; LIST values
 * contains and in.
 */
export function operatorsFor(type: DataType, format: Format = 'TEXT'): RelationalOperatorName[] {
  let candidates: RelationalOperatorName[];
  if (format === 'LIST') candidates = ['contains', 'in', 'eq', 'not'];
  else if (format === 'JSON' || type === 'INTERFACE') candidates = ['eq', 'not', 'contains'];
  else if (format === 'DATE' || type === 'NUMBER') candidates = ['eq', 'not', 'gt', 'gte', 'lt', 'lte', 'in', LIST_OPERATOR];
  else if (type === 'BOOLEAN') candidates = ['eq', 'not'];
  else candidates = ['eq', 'not', 'contains', 'in', 'HasPrefix', 'HasSuffix', LIST_OPERATOR, 'MatchString'];
  return candidates.filter((name) => findOperator(OPERATORS, name)?.supportedDataTypes.includes(type));
}
