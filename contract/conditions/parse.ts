import type { ConditionIssue } from './issues';
import { calledFunction, FUNCTION_NAME_PATTERN, isRelationalOperator } from './operators';
import { parseReference, type ReferenceResult } from './references';
import { LIST_OPERATOR, PATTERN_OPERATOR } from './registry';
import type { GroupType, StoredConstant, StoredReference } from './types';

/**
 * The parser of stored conditions (document 2, section 3.6): one walk that checks the structural
 * rules and builds a typed tree. Paths name where a part sits: `$`, `$.and[1]`, `$.and[1].or[0]`
 * for expressions, `$.eq[0]` for operands, `$.eq[0].call[1]` for a call's arguments.
 */
export type ParsedOperand =
  | { kind: 'ref'; path: string; text: string; reference: StoredReference; keys: readonly string[] }
  | { kind: 'const'; path: string; value: StoredConstant }
  | { kind: 'call'; path: string; qualified: string; name: string; args: ParsedOperand[] };

export type ParsedExpression =
  | { kind: 'group'; path: string; type: GroupType; items: ParsedExpression[] }
  | { kind: 'comparison'; path: string; operator: string; left: ParsedOperand; right: ParsedOperand };

export interface ParseOptions {
  /** The start node's id: input references must name it (not checked when null). */
  startId?: string | null;
  /** Groups nest at most this deep (the top expression is at depth 1). */
  maxGroupDepth?: number;
  /** Any expression, group or comparison, sits at most this deep. */
  maxDepth?: number;
  /** At most this many comparisons. */
  maxComparisons?: number;
  /** When given, calls must name a function it knows, with as many arguments as it takes. */
  functionArity?: (name: string) => { min: number; max: number } | null;
  /** Whether the pattern and list operators must compare with a constant text (default true). */
  constantOperands?: boolean;
  /** Stop at the first issue (the engine refuses at the first). */
  firstOnly?: boolean;
  /** How a reference is read; the condition grammar by default. */
  reference?: (text: string, startId: string | null) => ReferenceResult;
}

export type ParseResult = { ok: true; expression: ParsedExpression } | { ok: false; issues: ConditionIssue[] };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
/** A constant's value: a scalar or a list of scalars. */
export const isStoredConstant = (value: unknown): value is StoredConstant => isScalar(value) || (Array.isArray(value) && value.every(isScalar));

class Stop extends Error {}

class Parser {
  readonly issues: ConditionIssue[] = [];
  private comparisons = 0;
  constructor(private readonly options: ParseOptions) {}

  issue(issue: ConditionIssue): void {
    this.issues.push(issue);
    if (this.options.firstOnly) throw new Stop();
  }

  operand(raw: unknown, path: string, inCall: boolean): ParsedOperand | null {
    if (!isRecord(raw) || Object.keys(raw).length !== 1) {
      this.issue({ code: 'operandShape', path, key: null });
      return null;
    }
    const [key, value] = Object.entries(raw)[0] as [string, unknown];
    if (key === 'obj') {
      if (typeof value !== 'string') return this.issue({ code: 'referenceNotText', path }), null;
      const read = (this.options.reference ?? parseReference)(value, this.options.startId ?? null);
      if (!read.ok) return this.issue({ code: 'reference', path, text: value, problem: read.problem }), null;
      return { kind: 'ref', path, text: value, reference: read.reference, keys: read.path };
    }
    if (key === 'const') {
      if (!isStoredConstant(value)) return this.issue({ code: 'constant', path }), null;
      return { kind: 'const', path, value };
    }
    if (key === 'call') {
      if (inCall) return this.issue({ code: 'nestedCall', path }), null;
      return this.call(value, path);
    }
    this.issue({ code: 'operandShape', path, key });
    return null;
  }

  call(raw: unknown, path: string): ParsedOperand | null {
    const [qualified, ...rest] = Array.isArray(raw) ? (raw as unknown[]) : [];
    const name = calledFunction(qualified);
    if (name === null || !FUNCTION_NAME_PATTERN.test(qualified as string)) return this.issue({ code: 'callName', path, name: qualified }), null;
    const arity = this.options.functionArity?.(name);
    if (arity === null) return this.issue({ code: 'unknownFunction', path, name: qualified }), null;
    if (arity && (rest.length < arity.min || rest.length > arity.max)) return this.issue({ code: 'arity', path, name, ...arity, count: rest.length }), null;
    const args = rest.map((arg, i) => this.operand(arg, `${path}.call[${i + 1}]`, true));
    return args.every((arg) => arg !== null) ? { kind: 'call', path, qualified: qualified as string, name, args } : null;
  }

  expression(raw: unknown, path: string, depth: number): ParsedExpression | null {
    const { maxDepth, maxGroupDepth, maxComparisons } = this.options;
    if (maxDepth !== undefined && depth > maxDepth) return this.issue({ code: 'tooDeep', path, maxDepth }), null;
    if (!isRecord(raw)) return this.issue({ code: 'notObject', path }), null;
    const keys = Object.keys(raw);
    if (keys.length !== 1) return this.issue({ code: 'keyCount', path, count: keys.length }), null;
    const key = keys[0] as string;
    const value = raw[key];
    if (key === 'and' || key === 'or') {
      if (maxGroupDepth !== undefined && depth > maxGroupDepth) return this.issue({ code: 'tooDeep', path, maxDepth: maxGroupDepth }), null;
      if (!Array.isArray(value)) return this.issue({ code: 'groupNotList', path, group: key }), null;
      const items = value.map((child, i) => this.expression(child, `${path}.${key}[${i}]`, depth + 1));
      return items.every((item) => item !== null) ? { kind: 'group', path, type: key, items } : null;
    }
    if (!isRelationalOperator(key)) return this.issue({ code: 'unknownOperator', path, operator: key }), null;
    if (!Array.isArray(value) || value.length !== 2) return this.issue({ code: 'operandCount', path, operator: key, count: Array.isArray(value) ? value.length : null }), null;
    this.comparisons += 1;
    if (maxComparisons !== undefined && this.comparisons > maxComparisons) return this.issue({ code: 'tooManyComparisons', path, max: maxComparisons }), null;
    const left = this.operand(value[0], `${path}.${key}[0]`, false);
    const right = this.operand(value[1], `${path}.${key}[1]`, false);
    const text = right?.kind === 'const' && typeof right.value === 'string' ? right.value : null;
    const constants = this.options.constantOperands ?? true;
    if (constants && key === PATTERN_OPERATOR && right && text === null) this.issue({ code: 'patternNotConstant', path, operator: key });
    if (constants && key === LIST_OPERATOR && right && !text) this.issue({ code: 'listNotConstant', path, operator: key });
    return left && right ? { kind: 'comparison', path, operator: key, left, right } : null;
  }
}

/** Checks a stored condition and builds its tree; answers every issue found (or the first, with `firstOnly`). */
export function parseCondition(raw: unknown, options: ParseOptions = {}): ParseResult {
  const parser = new Parser(options);
  let expression: ParsedExpression | null = null;
  try {
    expression = parser.expression(raw, '$', 1);
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  return expression && parser.issues.length === 0 ? { ok: true, expression } : { ok: false, issues: parser.issues };
}

/** The structural issues of a stored condition; none when it is well formed. */
export function conditionIssues(raw: unknown, options: ParseOptions = {}): ConditionIssue[] {
  const result = parseCondition(raw, options);
  return result.ok ? [] : result.issues;
}
