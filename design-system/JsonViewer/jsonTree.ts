export type JsonKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

/** One row of the JSON tree: an object member or an array element. */
export interface JsonNode {
  /** A JSON path from the root (`$.data.items[0]`), unique within the tree. */
  id: string;
  /** The member name, or the element index as text. */
  key: string;
  kind: JsonKind;
  /** The value as shown on the row: quoted strings, numbers, true/false, null; `{}`/`[]` for empty containers. */
  preview: string;
  /** Members or elements of an object or array; empty otherwise. */
  children: JsonNode[];
  /** How many members or elements an object or array has. */
  size: number;
}

export function jsonKind(value: unknown): JsonKind {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'object':
      return 'object';
    case 'string':
      return 'string';
    case 'number':
    case 'bigint':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return 'string';
  }
}

const identifier = /^[A-Za-z_$][\w$]*$/;

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return identifier.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

function preview(value: unknown, kind: JsonKind): string {
  switch (kind) {
    case 'object':
      return Object.keys(value as object).length === 0 ? '{}' : '{…}';
    case 'array':
      return (value as unknown[]).length === 0 ? '[]' : '[…]';
    case 'string':
      return JSON.stringify(value);
    case 'null':
      return 'null';
    default:
      return String(value);
  }
}

function entries(value: unknown, kind: JsonKind): [string | number, unknown][] {
  if (kind === 'array') return (value as unknown[]).map((item, index) => [index, item]);
  if (kind === 'object') return Object.entries(value as Record<string, unknown>);
  return [];
}

function toNode(key: string | number, value: unknown, parentPath: string): JsonNode {
  const kind = jsonKind(value);
  const id = childPath(parentPath, key);
  const children = entries(value, kind).map(([k, v]) => toNode(k, v, id));
  return { id, key: String(key), kind, preview: preview(value, kind), children, size: children.length };
}

/**
 * The rows of a JSON value: the members of an object or the elements of an array at the top, each
 * with its own members below. A bare string, number, boolean or null gives one row keyed '$'.
 */
export function buildJsonTree(value: unknown): JsonNode[] {
  const kind = jsonKind(value);
  if (kind === 'object' || kind === 'array') return entries(value, kind).map(([k, v]) => toNode(k, v, '$'));
  return [{ id: '$', key: '$', kind, preview: preview(value, kind), children: [], size: 0 }];
}

/** The ids of the objects and arrays with members down to `depth` levels (0: none; Infinity: all). */
export function expandedIdsToDepth(nodes: readonly JsonNode[], depth: number): string[] {
  if (depth <= 0) return [];
  const ids: string[] = [];
  for (const node of nodes) {
    if (node.size === 0) continue;
    ids.push(node.id);
    ids.push(...expandedIdsToDepth(node.children, depth - 1));
  }
  return ids;
}

/** The whole value as indented JSON text, as the copy action puts it on the clipboard. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}
