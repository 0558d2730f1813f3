import { compilePattern } from './boundedMatch';
import { FlowCompileError } from './compileError';
import { FUNCTIONS, functionArity } from './functions';
import { compileReference, type Reader, type Scope } from './references';
import { RELATIONS, isRelationalOperator, relationTo } from './relational';
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

/** An IsBlocked look-up a condition needs before it runs. */
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

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const shown = (value: Resolved): OperandTrace['value'] => (value === MISSING ? null : value);

/** The one key of `{key: value}`, refused unless the object has exactly one own key. */
function onlyKey(value: unknown, what: string): [string, unknown] {
  if (!isRecord(value)) throw new FlowCompileError(`${what} must be an object with one key`);
  const keys = Object.keys(value);
  if (keys.length !== 1) throw new FlowCompileError(`${what} must have exactly one key, not ${keys.length}`);
  const key = keys[0] as string;
  return [key, value[key]];
}

class ConditionCompiler {
  private comparisons = 0;
  readonly lists: { listId: string; left: Reader }[] = [];

  constructor(private readonly startId: string) {}

  operand(raw: unknown, path: string, inCall = false): Operand {
    const [key, value] = onlyKey(raw, `An operand at ${path}`);
    if (key === 'obj') {
      if (typeof value !== 'string') throw new FlowCompileError(`The reference at ${path} must be a text`);
      const { read } = compileReference(value, this.startId);
      return { read, describe: (scope) => { const v = read(scope); return { ref: value, value: shown(v), missing: v === MISSING }; } };
    }
    if (key === 'const') {
      if (!isScalar(value) && !(Array.isArray(value) && value.every(isScalar))) throw new FlowCompileError(`The constant at ${path} must be a value or a list of values`);
      const constant = stripMarker(value);
      const resolved: Resolved = constant === null ? MISSING : constant;
      return { read: () => resolved, describe: () => ({ ref: null, value: constant, missing: resolved === MISSING }), constant: resolved };
    }
    if (key === 'call') {
      if (inCall) throw new FlowCompileError(`The argument at ${path} is a call; function arguments are references or constants`);
      return this.call(value, path);
    }
    throw new FlowCompileError(`An operand at ${path} must be {obj}, {const} or {call}, not {${key}}`);
  }

  call(raw: unknown, path: string): Operand {
    if (!Array.isArray(raw) || raw.length === 0) throw new FlowCompileError(`The call at ${path} must list the function and its arguments`);
    const [qualified, ...rest] = raw as unknown[];
    const name = typeof qualified === 'string' && qualified.startsWith('functions.') ? qualified.slice('functions.'.length) : null;
    const arity = name === null ? null : functionArity(name);
    if (name === null || arity === null) throw new FlowCompileError(`The call at ${path} names ${JSON.stringify(qualified)}, which is not a registered function`);
    if (rest.length < arity.min || rest.length > arity.max) {
      const expected = arity.max === Infinity ? `at least ${arity.min}` : `${arity.min}`;
      throw new FlowCompileError(`functions.${name} at ${path} takes ${expected} argument(s), not ${rest.length}`);
    }
    const args = rest.map((arg, i) => this.operand(arg, `${path}.call[${i + 1}]`, true));
    const fn = FUNCTIONS[name] as (typeof FUNCTIONS)[string];
    // Calls do not nest and evaluation is synchronous, so one argument array per call site serves every evaluation.
    const values: Resolved[] = new Array<Resolved>(args.length);
    const read: Reader = (scope) => {
      for (let i = 0; i < args.length; i += 1) values[i] = (args[i] as Operand).read(scope);
      return fn(values, scope.now);
    };
    return {
      read,
      describe: (scope) => ({ ref: null, value: read(scope), missing: false, call: `functions.${name}`, arguments: args.map((arg) => arg.describe(scope)) }),
    };
  }

  expression(raw: unknown, path: string, depth: number): Evaluator {
    if (depth > MAX_CONDITION_DEPTH) throw new FlowCompileError(`The condition nests more than ${MAX_CONDITION_DEPTH} groups`);
    const [key, value] = onlyKey(raw, `The expression at ${path}`);
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value)) throw new FlowCompileError(`The ${key} group at ${path} must hold a list`);
      const children = value.map((child, i) => this.expression(child, `${path}.${key}[${i}]`, depth + 1));
      return key === 'and' ? all(children) : any(children);
    }
    if (!isRelationalOperator(key)) throw new FlowCompileError(`The operator at ${path} is ${JSON.stringify(key)}, which is not a known operator`);
    if (!Array.isArray(value) || value.length !== 2) throw new FlowCompileError(`The ${key} comparison at ${path} must hold two operands`);
    this.comparisons += 1;
    if (this.comparisons > MAX_COMPARISONS) throw new FlowCompileError(`The condition holds more than ${MAX_COMPARISONS} comparisons`);
    const left = this.operand(value[0], `${path}.${key}[0]`);
    const right = this.operand(value[1], `${path}.${key}[1]`);
    const test = this.relation(key, value[1], left, path);
    return right.constant !== undefined && right.constant !== MISSING ? againstConstant(path, key, left, right, right.constant, test) : comparison(path, key, left, right, test);
  }

  relation(key: string, rightRaw: unknown, left: Operand, path: string): (l: unknown, r: unknown, scope: Scope) => boolean {
    if (key === 'MatchString') {
      const pattern = isRecord(rightRaw) ? rightRaw.const : undefined;
      let matcher: (text: string) => boolean;
      try {
        matcher = compilePattern(pattern);
      } catch (error) {
        throw new FlowCompileError(`${(error as Error).message} (at ${path})`);
      }
      return (l) => {
        const text = toText(l);
        return text !== null && matcher(text);
      };
    }
    if (key === 'IsBlocked') {
      const listId = isRecord(rightRaw) ? rightRaw.const : undefined;
      if (typeof listId !== 'string' || listId === '') throw new FlowCompileError(`IsBlocked at ${path} must name its list with a constant list id`);
      this.lists.push({ listId, left: left.read });
      return (l, _r, scope) => {
        const text = toText(l);
        return text !== null && scope.listed(listId, text);
      };
    }
    const operator = key as keyof typeof RELATIONS;
    if (isRecord(rightRaw) && Object.hasOwn(rightRaw, 'const') && rightRaw.const !== null) return relationTo(operator, stripMarker(rightRaw.const));
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
  const compiler = new ConditionCompiler(startId);
  const evaluator = compiler.expression(expression, '$', 1);
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
