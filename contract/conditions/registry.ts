import type { components } from '../types.gen';

/**
 * The operator registry (document 2, section 3.5): every operator a stored condition may use, as
 * `GET /evaluations/operators` answers it. Relational operators key a comparison
 * (`{"gt": [a, b]}`); functional ones (custom functions) are called as
 * `{"eq": [{"call": ["functions.<name>", ...args]}, {"const": true}]}`. Data only; the rules over it
 * are in operators.ts.
 */
export type OperatorDefinition = components['schemas']['Operator'];
export type DataType = components['schemas']['CatalogueDataType'];
export type Format = components['schemas']['CatalogueFormat'];

/** Relational operator names, in the order the server lists them (IsBlocked at index 10). */
export const RELATIONAL_OPERATOR_NAMES = ['eq', 'not', 'gt', 'gte', 'lt', 'lte', 'contains', 'in', 'HasPrefix', 'HasSuffix', 'IsBlocked', 'MatchString'] as const;
export type RelationalOperatorName = (typeof RELATIONAL_OPERATOR_NAMES)[number];

/** The list operator: its second operand is the id of a block or allow list (section 4.4). */
export const LIST_OPERATOR = 'IsBlocked' satisfies RelationalOperatorName;
/** The pattern operator: its second operand is a constant regular expression. */
export const PATTERN_OPERATOR = 'MatchString' satisfies RelationalOperatorName;

const ALL: DataType[] = ['STRING', 'NUMBER', 'BOOLEAN', 'INTERFACE'];
const arg = (type: DataType, description: string, variadic = false) => ({ type, description, variadic });

const relational: Record<RelationalOperatorName, Omit<OperatorDefinition, 'name' | 'type'>> = {
  eq: {
    label: 'Equals',
    symbol: '==',
    description: 'The value equals the other value.',
    supportedDataTypes: ALL,
    arguments: [arg('INTERFACE', 'Value to test'), arg('INTERFACE', 'Value it must equal')],
  },
  not: {
    label: 'Not equals',
    symbol: '!=',
    description: 'The value differs from the other value. False when either value is missing.',
    supportedDataTypes: ALL,
    arguments: [arg('INTERFACE', 'Value to test'), arg('INTERFACE', 'Value it must differ from')],
  },
  gt: {
    label: 'Greater than',
    symbol: '>',
    description: 'The number (or date) is greater than the other.',
    supportedDataTypes: ['NUMBER'],
    arguments: [arg('NUMBER', 'Value to test'), arg('NUMBER', 'Bound, exclusive')],
  },
  gte: {
    label: 'Greater than or equal to',
    symbol: '>=',
    description: 'The number (or date) is greater than or equal to the other.',
    supportedDataTypes: ['NUMBER'],
    arguments: [arg('NUMBER', 'Value to test'), arg('NUMBER', 'Bound, inclusive')],
  },
  lt: {
    label: 'Less than',
    symbol: '<',
    description: 'The number (or date) is less than the other.',
    supportedDataTypes: ['NUMBER'],
    arguments: [arg('NUMBER', 'Value to test'), arg('NUMBER', 'Bound, exclusive')],
  },
  lte: {
    label: 'Less than or equal to',
    symbol: '<=',
    description: 'The number (or date) is less than or equal to the other.',
    supportedDataTypes: ['NUMBER'],
    arguments: [arg('NUMBER', 'Value to test'), arg('NUMBER', 'Bound, inclusive')],
  },
  contains: {
    label: 'Contains',
    symbol: '∋',
    description: 'The text contains the other text, or the list contains the value.',
    supportedDataTypes: ['STRING', 'INTERFACE'],
    arguments: [arg('STRING', 'Text or list to search'), arg('STRING', 'Text or value to find')],
  },
  in: {
    label: 'Is one of',
    symbol: '∈',
    description: 'The value is one of the listed values (a list, or a comma-separated text).',
    supportedDataTypes: ['STRING', 'NUMBER'],
    arguments: [arg('STRING', 'Value to test'), arg('STRING', 'Allowed values')],
  },
  HasPrefix: {
    label: 'Starts with',
    symbol: 'starts with',
    description: 'The text starts with the other text.',
    supportedDataTypes: ['STRING'],
    arguments: [arg('STRING', 'Text to test'), arg('STRING', 'Prefix')],
  },
  HasSuffix: {
    label: 'Ends with',
    symbol: 'ends with',
    description: 'The text ends with the other text.',
    supportedDataTypes: ['STRING'],
    arguments: [arg('STRING', 'Text to test'), arg('STRING', 'Suffix')],
  },
  IsBlocked: {
    label: 'Is in Allow List or Block List',
    symbol: 'in list',
    description: 'The value is an entry of the chosen block list or allow list.',
    supportedDataTypes: ['STRING', 'NUMBER'],
    arguments: [arg('STRING', 'Value to look up'), arg('STRING', 'Id of the block list or allow list')],
  },
  MatchString: {
    label: 'Matches pattern',
    symbol: '~',
    description: 'The text matches the regular expression, in RE2 syntax (checked when the workflow is saved, matched in linear time).',
    supportedDataTypes: ['STRING'],
    arguments: [arg('STRING', 'Text to test'), arg('STRING', 'Regular expression')],
  },
};

/**
 * Custom functions (decision-engine.md): each returns a boolean and is called in a stored condition
 * as `{"eq": [{"call": ["functions.<name>", ...args]}, {"const": true}]}`.
 */
export const FUNCTIONAL_OPERATORS: readonly OperatorDefinition[] = [
  {
    label: 'Name similarity above',
    name: 'nameSimilarityAbove',
    symbol: 'name ≈',
    description: 'The two names are similar (0 to 100, tokens normalised) at least the threshold.',
    type: 'functional',
    supportedDataTypes: ['STRING'],
    arguments: [arg('STRING', 'Name'), arg('STRING', 'Name to compare with'), arg('NUMBER', 'Threshold, 0 to 100')],
  },
  {
    label: 'Age between',
    name: 'ageBetween',
    symbol: 'age in',
    description: 'The age in whole years on the evaluation date, from a date of birth, is within the range (inclusive).',
    type: 'functional',
    supportedDataTypes: ['NUMBER'],
    arguments: [arg('NUMBER', 'Date of birth (epoch seconds)'), arg('NUMBER', 'Minimum age'), arg('NUMBER', 'Maximum age')],
  },
  {
    label: 'Is empty',
    name: 'isEmpty',
    symbol: '∅',
    description: 'The value is missing, null, an empty text or an empty list.',
    type: 'functional',
    supportedDataTypes: ALL,
    arguments: [arg('INTERFACE', 'Value to test')],
  },
  {
    label: 'Any of',
    name: 'anyOf',
    symbol: 'any',
    description: 'The value equals any of the given values.',
    type: 'functional',
    supportedDataTypes: ['STRING', 'NUMBER', 'BOOLEAN'],
    arguments: [arg('INTERFACE', 'Value to test'), arg('INTERFACE', 'Candidate values', true)],
  },
  {
    label: 'All present',
    name: 'allPresent',
    symbol: 'all',
    description: 'Every given value is present and not empty.',
    type: 'functional',
    supportedDataTypes: ALL,
    arguments: [arg('INTERFACE', 'First value'), arg('INTERFACE', 'Further values', true)],
  },
  {
    label: 'Days since at least',
    name: 'daysSinceAtLeast',
    symbol: 'days ≥',
    description: 'At least n whole days have passed since the date.',
    type: 'functional',
    supportedDataTypes: ['NUMBER'],
    arguments: [arg('NUMBER', 'Date (epoch seconds)'), arg('NUMBER', 'Number of days')],
  },
];

export const RELATIONAL_OPERATORS: readonly OperatorDefinition[] = RELATIONAL_OPERATOR_NAMES.map((name) => ({ name, type: 'relational' as const, ...relational[name] }));

/** Every operator, relational first (the order GET /evaluations/operators answers). */
export const OPERATORS: readonly OperatorDefinition[] = [...RELATIONAL_OPERATORS, ...FUNCTIONAL_OPERATORS];
