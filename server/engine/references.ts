import { FlowCompileError } from './compileError';
import { MISSING, type Resolved } from './values';

/** What a running flow knows when it evaluates a condition (rebuilt from the run state, never parsed). */
export interface Scope {
  /** The input data, with awaited values once they arrived. */
  input: Readonly<Record<string, unknown>>;
  /** Outputs of the service nodes that ran (or failed), by node id. */
  outputs: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Status of the tags that ran, by node id. */
  tags: Readonly<Record<string, 'OK' | 'FAILED'>>;
  /** The evaluation time, epoch seconds. */
  now: number;
  /** Whether the value is an entry of the list (answered from look-ups made before the condition runs). */
  listed(listId: string, value: string): boolean;
}

export type Reader = (scope: Scope) => Resolved;

/** Path segments that reach into an object's prototype: refused anywhere in a reference. */
const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const REFERENCE = /^(input|source|service|tag)\.([A-Za-z0-9_-]{1,160})\.([A-Za-z0-9_.[\]-]{1,200})$/;

const own = (value: unknown, key: string): Resolved => {
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return MISSING;
  const found = (value as Record<string, unknown>)[key];
  return found === undefined || found === null ? MISSING : found;
};

/** Splits `address.city` or `names[0].first` into its keys. */
function segments(type: string): string[] {
  return type
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '');
}

/** A reader for `kind.id.type`; throws FlowCompileError for anything else or a forbidden segment. */
export function compileReference(reference: string, startId: string): { read: Reader; kind: string; id: string } {
  const match = REFERENCE.exec(reference);
  if (!match) throw new FlowCompileError(`"${reference}" is not a kind.id.type reference`);
  const [, kind, id, type] = match as unknown as [string, string, string, string];
  const path = segments(type);
  for (const part of [id, ...path, type]) {
    if (FORBIDDEN_SEGMENTS.has(part)) throw new FlowCompileError(`"${reference}" names "${part}", which a reference may not use`);
  }
  if (path.length === 0) throw new FlowCompileError(`"${reference}" names no value`);
  const walk = (root: unknown): Resolved => {
    const direct = own(root, type);
    if (direct !== MISSING || path.length === 1) return direct;
    let value: Resolved = root;
    for (const part of path) {
      value = own(value, part);
      if (value === MISSING) return MISSING;
    }
    return value;
  };
  if (kind === 'input') {
    if (id !== startId) throw new FlowCompileError(`"${reference}" names "${id}", but the start node is "${startId}"`);
    return { kind, id, read: path.length === 1 ? (scope) => own(scope.input, type) : (scope) => walk(scope.input) };
  }
  if (kind === 'tag') {
    if (type !== 'status') throw new FlowCompileError(`"${reference}" must read the tag's status`);
    return { kind, id, read: (scope) => own(scope.tags, id) };
  }
  return { kind: 'source', id, read: path.length === 1 ? (scope) => own(own(scope.outputs, id), type) : (scope) => walk(own(scope.outputs, id)) };
}
