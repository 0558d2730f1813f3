import { columnId, END_ID_PREFIX, namedNodeId, randomIdGenerator, serviceIdOf, serviceNodeId, START_COLUMN_ID, type IdGenerator } from './ids';
import { isEnd, isService, isStart } from './kinds';
import type { FlowColumn, FlowNode } from './types';

function freshNodeId(node: FlowNode, newId: IdGenerator): string {
  if (isService(node)) return serviceNodeId(node.supplierId ?? serviceIdOf(node.id), newId());
  if (isEnd(node)) {
    const prefix = Object.values(END_ID_PREFIX).find((p) => node.id.startsWith(p)) ?? `${node.kind}_`;
    return `${prefix}${newId()}`;
  }
  return namedNodeId(node.name, newId());
}

const REFERENCE = /^(input|source|tag)\.([^.]+)\.(.+)$/;

/** Every string of the value with the renamed ids: an id itself, or the id of a `kind.id.type` reference. */
function renamed<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') {
    const direct = ids.get(value);
    if (direct !== undefined) return direct as T;
    const match = REFERENCE.exec(value);
    const id = match && ids.get(match[2] as string);
    return (id ? `${match[1]}.${id}.${match[3]}` : value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => renamed(item, ids)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, renamed(inner, ids)])) as T;
  return value;
}

/**
 * A copy of the columns with fresh ids (document 2 section 4.10): every column and node gets a new
 * id, every reference to a node (dependencies, conditions, input locations, branch parents) follows
 * it, and outputs are re-namespaced to their node. The start node keeps its id: references to the
 * input stay valid.
 */
export function renewIds(columns: readonly FlowColumn[], newId: IdGenerator = randomIdGenerator): FlowColumn[] {
  const ids = new Map<string, string>();
  for (const column of columns) for (const node of column.nodes) if (!isStart(node)) ids.set(node.id, freshNodeId(node, newId));
  return columns.map((column) => ({
    ...renamed(column, ids),
    id: column.id === START_COLUMN_ID ? column.id : columnId(newId()),
    nodes: column.nodes.map((node) => {
      const copy = renamed(node, ids);
      if (isStart(node)) return copy;
      return { ...copy, ...(copy.outputs ? { outputs: copy.outputs.map((output) => ({ ...output, namespace: copy.id, location: `source.${copy.id}.${output.key}` })) } : {}) };
    }),
  }));
}
