import { issueText, LIST_OPERATOR, parseCondition, PATTERN_OPERATOR, referenceProblemText, type ConditionIssue, type ParsedExpression, type ParsedOperand } from '~/contract';
import { compilePattern } from './boundedMatch';
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

type Evaluator = (scope: Scope, trace: ComparisonTrace[] | null) => boolean;

interface Operand {
  read: Reader;
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
      return { read, describe: (scope) => { const v = read(scope); return { ref: text, value: shown(v), missing: v === MISSING }; } };
    }
    if (parsed.kind === 'const') {
      const constant = stripMarker(parsed.value);
      const resolved: Resolved = constant === null ? MISSING : constant;
      return { read: () => resolved, describe: () => ({ ref: null, value: constant, missing: resolved === MISSING }), constant: resolved };
    }
    const args = parsed.args.map((arg) => this.operand(arg));
    const fn = FUNCTIONS[parsed.name] as (typeof FUNCTIONS)[string];
    const qualified = parsed.qualified;
    // Calls do not nest and evaluation is synchronous, so one argument array per call site serves every evaluation.
    const values: Resolved[] = new Array<Resolved>(args.length);
    const read: Reader = (scope) => {
      for (let i = 0; i < args.length; i += 1) values[i] = (args[i] as Operand).read(scope);
      return fn(values, scope.now);
    };
    return {
      read,
      describe: (scope) => ({ ref: null, value: read(scope), missing: false, call: qualified, arguments: args.map((arg) => arg.describe(scope)) }),
    };
  }

  expression(parsed: ParsedExpression): Evaluator {
    if (parsed.kind === 'group') {
      const children = parsed.items.map((child) => this.expression(child));
      return parsed.type === 'and' ? all(children) : any(children);
    }
    const { path, operator: key } = parsed;
    const left = this.operand(parsed.left);
    const right = this.operand(parsed.right);
    const test = this.relation(key, parsed.right, left, path);
    return right.constant !== undefined && right.constant !== MISSING ? againstConstant(path, key, left, right, right.constant, test) : comparison(path, key, left, right, test);
  }

  relation(key: string, rightParsed: ParsedOperand, left: Operand, path: string): (l: unknown, r: unknown, scope: Scope) => boolean {
    const rightConstant = rightParsed.kind === 'const' ? rightParsed.value : undefined;
    if (key === PATTERN_OPERATOR) {
      let matcher: (text: string) => boolean;
      try {
        matcher = compilePattern(rightConstant);
      } catch (error) {
        throw new FlowCompileError(`${(error as Error).message} (at ${path})`);
      }
      return (l) => {
        const text = toText(l);
        return text !== null && matcher(text);
      };
    }
    if (key === LIST_OPERATOR) {
      const listId = rightConstant as string;
      this.lists.push({ listId, left: left.read });
      return (l, _r, scope) => {
        const text = toText(l);
        return text !== null && scope.listed(listId, text);
      };
    }
    const operator = key as keyof typeof RELATIONS;
    if (rightConstant !== undefined && rightConstant !== null) return relationTo(operator, stripMarker(rightConstant));
    return RELATIONS[operator];
  }
}

function comparison(path: string, operator: string, left: Operand, right: Operand, test: (l: unknown, r: unknown, scope: Scope) => boolean): Evaluator {
  return (scope, trace) => {
    const l = left.read(scope);
    const r = right.read(scope);
    const result = l !== MISSING && r !== MISSING && test(l, r, scope);
    if (trace) trace.push({ path, operator, left: left.describe(scope), right: right.describe(scope), result });
    return result;
  };
}

/** A comparison whose right side is a constant: the constant is not read again on each evaluation. */
function againstConstant(path: string, operator: string, left: Operand, right: Operand, constant: unknown, test: (l: unknown, r: unknown, scope: Scope) => boolean): Evaluator {
  return (scope, trace) => {
    const l = left.read(scope);
    const result = l !== MISSING && test(l, constant, scope);
    if (trace) trace.push({ path, operator, left: left.describe(scope), right: right.describe(scope), result });
    return result;
  };
}

function all(children: Evaluator[]): Evaluator {
  const count = children.length;
  return (scope, trace) => {
    if (!trace) {
      for (let i = 0; i < count; i += 1) if (!(children[i] as Evaluator)(scope, null)) return false;
      return true;
    }
    let result = true;
    for (const child of children) result = child(scope, trace) && result;
    return result;
  };
}

function any(children: Evaluator[]): Evaluator {
  const count = children.length;
  return (scope, trace) => {
    if (!trace) {
      for (let i = 0; i < count; i += 1) if ((children[i] as Evaluator)(scope, null)) return true;
      return false;
    }
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
  const evaluator = compiler.expression(parsed.expression);
  const lists = compiler.lists;
  return {
    evaluate: (scope) => evaluator(scope, null),
    explain: (scope) => {
      const comparisons: ComparisonTrace[] = [];
      const result = evaluator(scope, comparisons);
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
