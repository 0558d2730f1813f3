import type { ReferenceProblem } from './references';

/**
 * What can be wrong with a stored condition, structurally: the rules every save (server and
 * builder) and every run (the engine) check. Each checker words them its own way; `issueText`
 * is the engine's wording.
 */
export type ConditionIssue = { path: string } & (
  | { code: 'notObject' }
  | { code: 'keyCount'; count: number }
  | { code: 'groupNotList'; group: 'and' | 'or' }
  | { code: 'tooDeep'; maxDepth: number }
  | { code: 'unknownOperator'; operator: string }
  | { code: 'operandCount'; operator: string; count: number | null }
  | { code: 'tooManyComparisons'; max: number }
  | { code: 'operandShape'; key: string | null }
  | { code: 'referenceNotText' }
  | { code: 'reference'; text: string; problem: ReferenceProblem }
  | { code: 'constant' }
  | { code: 'callName'; name: unknown }
  | { code: 'nestedCall' }
  | { code: 'unknownFunction'; name: unknown }
  | { code: 'arity'; name: string; min: number; max: number; count: number }
  | { code: 'patternNotConstant'; operator: string }
  | { code: 'listNotConstant'; operator: string }
);

export type ConditionIssueCode = ConditionIssue['code'];

/** The engine's sentence for an issue. */
export function issueText(issue: ConditionIssue, referenceText: (text: string, problem: ReferenceProblem) => string): string {
  const at = issue.path;
  switch (issue.code) {
    case 'notObject':
      return `The expression at ${at} must be an object with one key`;
    case 'keyCount':
      return `The expression at ${at} must have exactly one key, not ${issue.count}`;
    case 'groupNotList':
      return `The ${issue.group} group at ${at} must hold a list`;
    case 'tooDeep':
      return `The condition nests more than ${issue.maxDepth} groups`;
    case 'unknownOperator':
      return `The operator at ${at} is ${JSON.stringify(issue.operator)}, which is not a known operator`;
    case 'operandCount':
      return `The ${issue.operator} comparison at ${at} must hold two operands`;
    case 'tooManyComparisons':
      return `The condition holds more than ${issue.max} comparisons`;
    case 'operandShape':
      return issue.key === null ? `An operand at ${at} must be an object with one key` : `An operand at ${at} must be {obj}, {const} or {call}, not {${issue.key}}`;
    case 'referenceNotText':
      return `The reference at ${at} must be a text`;
    case 'reference':
      return referenceText(issue.text, issue.problem);
    case 'constant':
      return `The constant at ${at} must be a value or a list of values`;
    case 'callName':
    case 'unknownFunction':
      return `The call at ${at} names ${JSON.stringify(issue.name)}, which is not a registered function`;
    case 'nestedCall':
      return `The argument at ${at} is a call; function arguments are references or constants`;
    case 'arity':
      return `functions.${issue.name} at ${at} takes ${issue.max === Infinity ? `at least ${issue.min}` : `${issue.min}`} argument(s), not ${issue.count}`;
    case 'patternNotConstant':
      return `${issue.operator} at ${at} must compare with a constant text`;
    case 'listNotConstant':
      return `${issue.operator} at ${at} must name its list with a constant list id`;
  }
}
