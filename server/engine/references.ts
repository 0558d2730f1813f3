import { parseLocation, parseReference, referenceProblemText, type StoredReference } from '~/contract';
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

/** The value an object holds itself under the key; MISSING when absent, inherited, null or not an object's. */
export const own = (value: unknown, key: string): Resolved => {
  if (value === null || typeof value !== 'object') return MISSING;
  const found = (value as Record<string, unknown>)[key];
  return found === undefined || found === null || !Object.hasOwn(value, key) ? MISSING : found;
};

/** A reader of a reference already checked against the grammar (`keys` are its type's path). */
export function readerOf(reference: StoredReference, keys: readonly string[]): Reader {
  const { kind, id, type } = reference;
  const walk = (root: unknown): Resolved => {
    const direct = own(root, type);
    if (direct !== MISSING || keys.length === 1) return direct;
    let value: Resolved = root;
    for (const part of keys) {
      value = own(value, part);
      if (value === MISSING) return MISSING;
    }
    return value;
  };
  if (kind === 'input') return keys.length === 1 ? (scope) => own(scope.input, type) : (scope) => walk(scope.input);
  if (kind === 'tag') return (scope) => own(scope.tags, id);
  return keys.length === 1 ? (scope) => own(own(scope.outputs, id), type) : (scope) => walk(own(scope.outputs, id));
}

/**
 * A reader for a condition reference `kind.id.type` (the contract's grammar: input, source or
 * tag), or for an input location when `location` (which may also say `service.`); throws
 * FlowCompileError for anything else or a forbidden segment.
 */
export function compileReference(text: string, startId: string, location = false): { read: Reader; kind: string; id: string } {
  const result = (location ? parseLocation : parseReference)(text, startId);
  if (!result.ok) throw new FlowCompileError(referenceProblemText(text, result.problem));
  const { reference, path } = result;
  return { kind: reference.kind, id: reference.id, read: readerOf(reference, path) };
}
