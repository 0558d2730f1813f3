import { operatorPhrase, type components } from '~/contract';

export type TransactionComparison = components['schemas']['TransactionComparison'];
export type TransactionOperand = components['schemas']['TransactionOperand'];

/** How a stored reference reads to a person ('Name Match · Score'); null leaves the reference as stored. */
export type ReferenceLabel = (reference: string) => string | null;

const asStored: ReferenceLabel = () => null;

/** The operator as it reads in a compared value: `=`, `≠`, `≥`, ...; the name for the others. */
export function operatorSymbol(operator: string): string {
  return operatorPhrase(operator, 'compact');
}

function literal(value: unknown): string {
  if (value === undefined) return 'null';
  return JSON.stringify(value) ?? String(value);
}

/**
 * An operand as a person reads it: the referenced step and attribute by name (`label`), a function
 * call with its arguments, or the constant. Without a label, a reference reads as stored.
 */
export function operandText(operand: TransactionOperand, label: ReferenceLabel = asStored): string {
  if (operand.call) return `${operand.call}(${(operand.arguments ?? []).map((argument) => operandText(argument, label)).join(', ')})`;
  if (operand.ref) return label(operand.ref) ?? operand.ref;
  return literal(operand.value);
}

/** The value an operand had when it was compared: 'missing', or the value as JSON. */
export function operandValueText(operand: TransactionOperand): string {
  return operand.missing ? 'missing' : literal(operand.value);
}

/** A comparison as a readable sentence: `Name Match · Score ≥ 80 → true` (references as stored without a label). */
export function comparisonSentence(comparison: TransactionComparison, label: ReferenceLabel = asStored): string {
  return `${operandText(comparison.left, label)} ${operatorSymbol(comparison.operator)} ${operandText(comparison.right, label)} → ${String(comparison.result)}`;
}

type GroupOp = 'and' | 'or';
interface Leaf {
  kind: 'leaf';
  index: number;
  result: boolean;
}
interface Group {
  kind: 'group';
  op: GroupOp;
  children: Map<number, Tree>;
}
type Tree = Leaf | Group;

/** `$`, `$.and[1]`, `$.and[1].or[0]` → the group steps; null for a path of another shape. */
export function parseComparisonPath(path: string): { op: GroupOp; index: number }[] | null {
  if (!path.startsWith('$')) return null;
  const rest = path.slice(1);
  const steps: { op: GroupOp; index: number }[] = [];
  const pattern = /\.(and|or)\[(\d+)\]/y;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < rest.length && (match = pattern.exec(rest)) !== null) {
    steps.push({ op: match[1] as GroupOp, index: Number(match[2]) });
  }
  return pattern.lastIndex === rest.length || rest.length === 0 ? steps : null;
}

function buildTree(comparisons: readonly TransactionComparison[]): Tree | null {
  let root: Tree | null = null;
  for (const [index, comparison] of comparisons.entries()) {
    const steps = parseComparisonPath(comparison.path);
    if (!steps) return null;
    const leaf: Leaf = { kind: 'leaf', index, result: comparison.result };
    if (steps.length === 0) {
      if (root) return null;
      root = leaf;
      continue;
    }
    const [first] = steps;
    if (!first) return null;
    root ??= { kind: 'group', op: first.op, children: new Map() };
    let group: Tree = root;
    for (const [depth, step] of steps.entries()) {
      if (group.kind !== 'group' || group.op !== step.op) return null;
      const next = steps[depth + 1];
      if (!next) {
        group.children.set(step.index, leaf);
        break;
      }
      let child: Tree | undefined = group.children.get(step.index);
      if (!child) {
        child = { kind: 'group', op: next.op, children: new Map() };
        group.children.set(step.index, child);
      }
      group = child;
    }
  }
  return root;
}

function resultOf(tree: Tree): boolean {
  if (tree.kind === 'leaf') return tree.result;
  const results = [...tree.children.values()].map(resultOf);
  return tree.op === 'and' ? results.every(Boolean) : results.some(Boolean);
}

function explain(tree: Tree, into: Set<number>): void {
  if (tree.kind === 'leaf') {
    into.add(tree.index);
    return;
  }
  const result = resultOf(tree);
  const children = [...tree.children.values()];
  // An AND that held and an OR that failed need every child; otherwise the children that agree decided.
  const deciding = (tree.op === 'and') === result ? children : children.filter((child) => resultOf(child) === result);
  for (const child of deciding) explain(child, into);
}

/**
 * The comparisons that decided a condition's result, by their index in the list: for an AND that
 * failed, its failing members; for an OR that held, its holding members; for an AND that held or an
 * OR that failed, all its members; nested groups likewise. When the paths do not make a tree, the
 * comparisons whose result equals the condition's result.
 */
export function decidingComparisons(comparisons: readonly TransactionComparison[], conditionResult: boolean | null): Set<number> {
  const deciding = new Set<number>();
  if (comparisons.length === 0) return deciding;
  const tree = buildTree(comparisons);
  if (tree) {
    explain(tree, deciding);
    return deciding;
  }
  const result = conditionResult ?? comparisons.some((c) => c.result);
  comparisons.forEach((comparison, index) => {
    if (comparison.result === result) deciding.add(index);
  });
  return deciding;
}
