import { issueText, LIST_OPERATOR, parseCondition, PATTERN_OPERATOR, referenceProblemText, type ConditionIssue, type ParsedExpression, type ParsedOperand, type StoredReference } from '~/contract';
import { compilePattern } from './boundedMatch';
import { callReader } from './callReader';
import { allOf, anyOf, neverHolds, pairCheck, readCheck, referenceCheck, type BoundTest, type Check } from './conditionChecks';
import { FlowCompileError } from './compileError';
import { FUNCTIONS, functionArity } from './functions';
import { readerOf, type Reader, type Scope } from './references';
import { RELATIONS, relationTo } from './relational';
import { MISSING, stripMarker, toText, type Resolved } from './values';

/** One operand as the trace shows it: where it came from and the value it had. */
export interface OperandTrace {
  /** The reference `kind.id.type`, or null for a constant or a call. */
  ref: string | null;
  /** The value used (null when missing). */
  value: unknown;
  missing: boolean;
  /** A custom function call: its name and its arguments. */
  call?: string;
  /** A call's arguments: references or constants (calls do not nest). */
  arguments?: OperandTrace[];
}

/** One comparison of a condition, evaluated: the console points at these to say why. */
export interface ComparisonTrace {
  /** Where the comparison sits in the condition (`$`, `$.and[1]`, `$.and[1].or[0]`). */
  path: string;
  operator: string;
  left: OperandTrace;
  right: OperandTrace;
  result: boolean;
}

/** A list look-up (the list operator) a condition needs before it runs. */
export interface ListProbe {
  listId: string;
  value: string;
}

export interface CompiledCondition {
  /** The condition's result; no trace (the fast path). */
  evaluate(scope: Scope): boolean;
  /** The result and every comparison with its operands' values. */
  explain(scope: Scope): { result: boolean; comparisons: ComparisonTrace[] };
  /** The list look-ups the condition would make in this scope (answer them, then evaluate). */
  probes(scope: Scope): ListProbe[];
}

/** A part of a condition evaluated with its trace: every comparison is evaluated and recorded. */
type Traced = (scope: Scope, trace: ComparisonTrace[]) => boolean;

/** A part of a condition compiled twice: the fast check and the traced form `explain` runs. */
interface Compiled {
  check: Check;
  traced: Traced;
}

/** An operator: with its right side bound at compile time (a constant), or over both sides. */
type CompiledRelation = { bound: BoundTest } | { pair: (left: unknown, right: unknown, scope: Scope) => boolean };

interface Operand {
  read: Reader;
  /** Set for a reference: what it names, for a check that reads it inline. */
  reference?: { stored: StoredReference; keys: readonly string[] };
  describe(scope: Scope): OperandTrace;
  /** Set for a constant operand: its value. */
  constant?: Resolved;
}

/** Bounds on a condition beyond the contract's (a crafted stored flow is compiled too). */
export const MAX_CONDITION_DEPTH = 12;
export const MAX_COMPARISONS = 1_000;

const shown = (value: Resolved): OperandTrace['value'] => (value === MISSING ? null : value);

/** Compiles the tree the contract's parser built (every structural rule already checked). */
class ConditionCompiler {
  readonly lists: { listId: string; left: Reader }[] = [];

  operand(parsed: ParsedOperand): Operand {
    if (parsed.kind === 'ref') {
      const read = readerOf(parsed.reference, parsed.keys);
      const text = parsed.text;
      return {
        read,
        reference: { stored: parsed.reference, keys: parsed.keys },
        describe: (scope) => {
          const v = read(scope);
          return { ref: text, value: shown(v), missing: v === MISSING };
        },
      };
    }
    if (parsed.kind === 'const') {
      const constant = stripMarker(parsed.value);
      const resolved: Resolved = constant === null ? MISSING : constant;
      return { read: () => resolved, describe: () => ({ ref: null, value: constant, missing: resolved === MISSING }), constant: resolved };
    }
    const args = parsed.args.map((arg) => this.operand(arg));
    const fn = FUNCTIONS[parsed.name] as (typeof FUNCTIONS)[string];
    const qualified = parsed.qualified;
    const read = callReader(fn, args);
    return {
      read,
      describe: (scope) => ({ ref: null, value: read(scope), missing: false, call: qualified, arguments: args.map((arg) => arg.describe(scope)) }),
    };
  }

  expression(parsed: ParsedExpression): Compiled {
    if (parsed.kind === 'group') {
      const children = parsed.items.map((child) => this.expression(child));
      const checks = children.map((child) => child.check);
      const traced = children.map((child) => child.traced);
      return parsed.type === 'and' ? { check: allOf(checks), traced: tracedAll(traced) } : { check: anyOf(checks), traced: tracedAny(traced) };
    }
    const { path, operator } = parsed;
    const left = this.operand(parsed.left);
    const right = this.operand(parsed.right);
    const relation = this.relation(operator, parsed.right, left, path);
    const traced = tracedComparison(path, operator, left, right, relation);
    if (right.constant === MISSING) return { check: neverHolds, traced };
    if ('pair' in relation) return { check: pairCheck(left.read, right.read, relation.pair), traced };
    const { bound } = relation;
    if (right.constant === undefined) return { check: pairCheck(left.read, right.read, (l, _r, scope) => bound(l, scope)), traced };
    return { check: left.reference ? referenceCheck(left.reference.stored, left.reference.keys, bound) : readCheck(left.read, bound), traced };
  }

  relation(key: string, rightParsed: ParsedOperand, left: Operand, path: string): CompiledRelation {
    const rightConstant = rightParsed.kind === 'const' ? rightParsed.value : undefined;
    if (key === PATTERN_OPERATOR) {
      let matcher: (text: string) => boolean;
      try {
        matcher = compilePattern(rightConstant);
      } catch (error) {
        throw new FlowCompileError(`${(error as Error).message} (at ${path})`);
      }
      return {
        bound: (l) => {
          const text = toText(l);
          return text !== null && matcher(text);
        },
      };
    }
    if (key === LIST_OPERATOR) {
      const listId = rightConstant as string;
      this.lists.push({ listId, left: left.read });
      return {
        bound: (l, scope) => {
          const text = toText(l);
          return text !== null && scope.listed(listId, text);
        },
      };
    }
    const operator = key as keyof typeof RELATIONS;
    if (rightConstant !== undefined && rightConstant !== null) return { bound: relationTo(operator, stripMarker(rightConstant)) };
    return { pair: RELATIONS[operator] };
  }
}

/** A comparison evaluated and recorded with both operands' values. */
function tracedComparison(path: string, operator: string, left: Operand, right: Operand, relation: CompiledRelation): Traced {
  const recorded = (scope: Scope, trace: ComparisonTrace[], result: boolean) => {
    trace.push({ path, operator, left: left.describe(scope), right: right.describe(scope), result });
    return result;
  };
  if ('pair' in relation) {
    const { pair } = relation;
    return (scope, trace) => {
      const l = left.read(scope);
      const r = right.read(scope);
      return recorded(scope, trace, l !== MISSING && r !== MISSING && pair(l, r, scope));
    };
  }
  const { bound } = relation;
  return (scope, trace) => {
    const l = left.read(scope);
    const r = right.read(scope);
    return recorded(scope, trace, l !== MISSING && r !== MISSING && bound(l, scope));
  };
}

function tracedAll(children: Traced[]): Traced {
  return (scope, trace) => {
    let result = true;
    for (const child of children) result = child(scope, trace) && result;
    return result;
  };
}

function tracedAny(children: Traced[]): Traced {
  return (scope, trace) => {
    let result = false;
    for (const child of children) result = child(scope, trace) || result;
    return result;
  };
}

/**
 * Compiles a stored condition expression (document 2 section 3.6) into closures, once. Refuses
 * (FlowCompileError) unknown operators and functions, references that are not `kind.id.type` or
 * that name `__proto__`, `constructor` or `prototype`, unsafe MatchString patterns, and shapes the
 * stored form does not have. Evaluation never throws: a comparison with a missing operand is false.
 */
export function compileCondition(expression: unknown, startId: string): CompiledCondition {
  const parsed = parseCondition(expression, { startId, maxDepth: MAX_CONDITION_DEPTH, maxComparisons: MAX_COMPARISONS, functionArity, firstOnly: true });
  if (!parsed.ok) throw new FlowCompileError(issueText(parsed.issues[0] as ConditionIssue, referenceProblemText));
  const compiler = new ConditionCompiler();
  const { check, traced } = compiler.expression(parsed.expression);
  const lists = compiler.lists;
  return {
    evaluate: check,
    explain: (scope) => {
      const comparisons: ComparisonTrace[] = [];
      const result = traced(scope, comparisons);
      return { result, comparisons };
    },
    probes: (scope) =>
      lists.flatMap(({ listId, left }) => {
        const value = left(scope);
        const text = value === MISSING ? null : toText(value);
        return text === null ? [] : [{ listId, value: text }];
      }),
  };
}
