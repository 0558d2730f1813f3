import type { Flow, FlowNode } from '../types';

/**
 * A copy of the key rules of the server's `server/workflows/flowRules.ts` (features may not
 * import server code) plus the model's own invariants. Answers every problem found; an empty
 * list means the flow holds. `complete` adds the rules a publishable flow must also meet.
 */
export function flowProblems(flow: Flow, { complete = false } = {}): string[] {
  const problems: string[] = [];
  const where = new Map<string, { node: FlowNode; column: number; row: number }>();
  const columnIds = new Set<string>();
  const start = flow.columns[0]?.nodes[0];
  const last = flow.columns.length - 1;
  const endKinds = new Set(['end_accepted', 'end_rejected', 'end_manual_review']);

  if (flow.columns[0]?.id !== 'column_0') problems.push('the first column is not column_0');
  if (flow.columns[0]?.nodes.length !== 1 || (start?.kind !== 'START' && start?.kind !== 'input')) problems.push('column_0 does not hold exactly the start node');
  if (flow.columns.length > 30) problems.push('more than 30 columns');
  if (flow.columns.reduce((n, column) => n + column.nodes.length, 0) > 200) problems.push('more than 200 nodes');
  flow.columns.forEach((column, c) => {
    if (columnIds.has(column.id)) problems.push(`column id ${column.id} repeats`);
    columnIds.add(column.id);
    if (!/^column_[A-Za-z0-9_-]{1,64}$/.test(column.id)) problems.push(`column id ${column.id} breaks its pattern`);
    if (column.nodes.length === 0) problems.push(`column ${column.id} is empty`);
    if (column.nodes.length > 20) problems.push(`column ${column.id} holds more than 20 nodes`);
    column.nodes.forEach((node, r) => {
      if (where.has(node.id)) problems.push(`node id ${node.id} repeats`);
      where.set(node.id, { node, column: c, row: r });
      if (!/^[A-Za-z0-9_-]{1,160}$/.test(node.id)) problems.push(`node id ${node.id} breaks its pattern`);
      if (node.columnPosition !== c || node.nodePosition !== r) problems.push(`node ${node.id} says ${node.columnPosition}/${node.nodePosition} but sits at ${c}/${r}`);
      if ((node.conditions?.length ?? 0) > 1) problems.push(`node ${node.id} holds more than one when-clause`);
    });
  });

  const endSeen = new Set<string>();
  const suppliers = new Set<string>();
  for (const { node, column } of where.values()) {
    if (column > 0 && (node.kind === 'START' || node.kind === 'input')) problems.push(`start node ${node.id} outside column_0`);
    if (endKinds.has(node.kind)) {
      if (column !== last || column === 0) problems.push(`end node ${node.id} is not in the last column`);
      if (endSeen.has(node.kind)) problems.push(`end kind ${node.kind} repeats`);
      endSeen.add(node.kind);
    } else if (column === last && column > 0 && (complete || endSeen.size > 0 || flow.columns[last]?.nodes.some((n) => endKinds.has(n.kind)))) {
      problems.push(`node ${node.id} shares the last column with end nodes`);
    }
    if (node.supplierId && ['source', 'service', 'CAPABILITY'].includes(node.kind)) {
      if (suppliers.has(node.supplierId)) problems.push(`service ${node.supplierId} is used twice`);
      suppliers.add(node.supplierId);
    }
    for (const dep of node.dependencies ?? []) {
      const target = where.get(dep);
      if (!target) problems.push(`node ${node.id} depends on missing ${dep}`);
      else if (target.column >= column) problems.push(`node ${node.id} depends on ${dep}, not to its left`);
    }
    if (new Set(node.dependencies ?? []).size !== (node.dependencies ?? []).length) problems.push(`node ${node.id} repeats a dependency`);
    const checkRef = (reference: string, what: string) => {
      const [kind, id] = reference.split('.');
      if (kind === 'input') {
        if (id !== start?.id) problems.push(`node ${node.id}: ${what} ${reference} does not name the start node`);
        return;
      }
      if (kind === 'static' || reference === '..') return;
      const target = id ? where.get(id) : undefined;
      if (!target || target.column >= column) problems.push(`node ${node.id}: ${what} ${reference} does not point left`);
      else if (kind === 'tag' && target.node.kind !== 'tag') problems.push(`node ${node.id}: ${what} ${reference} is not a tag`);
    };
    JSON.stringify(node.conditions ?? [], (key, value: unknown) => {
      if (key === 'obj' && typeof value === 'string') checkRef(value, 'condition');
      return value;
    });
    for (const input of node.inputs ?? []) {
      if (!input.isStatic && input.location && input.location !== '..') checkRef(input.location, `input ${input.key}`);
    }
  }

  // outputDependencies: the positions of the nodes that depend on the node.
  for (const { node } of where.values()) {
    const expected = [...where.values()]
      .filter(({ node: other }) => other.dependencies?.includes(node.id))
      .map(({ column, row }) => `${column}/${row}`)
      .sort();
    const actual = (node.outputDependencies ?? []).map((p) => `${p.columnPosition}/${p.nodePosition}`).sort();
    if (expected.join() !== actual.join()) problems.push(`node ${node.id}: outputDependencies ${actual.join()} should be ${expected.join()}`);
  }

  for (const column of flow.columns) {
    if (column.metadata?.kind !== 'branch') continue;
    const parent = column.metadata.parentID ? where.get(column.metadata.parentID) : undefined;
    if (!parent || parent.node.kind !== 'tag') problems.push(`branch column ${column.id} has no tag ${column.metadata.parentID}`);
  }
  if (complete && endSeen.size === 0) problems.push('no end state');
  return problems;
}
