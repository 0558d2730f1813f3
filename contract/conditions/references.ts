import type { ReferenceKind, StoredReference } from './types';

/**
 * The one grammar of references (document 2, sections 3.5 and 3.6): `kind.id.type` where kind is
 * input (`input.<start id>.<key>`), source (`source.<node id>.<output key>`) or tag
 * (`tag.<node id>.status`). Services are referenced as `source`; `service` is not a condition
 * kind (the contract's WorkflowConditionRef pattern refuses it). An input location may still say
 * `service.` for a service output: the contract's WorkflowNodeInput.locationKind lists it.
 */
export const REFERENCE_KINDS: readonly ReferenceKind[] = ['input', 'source', 'tag'];
/** The kinds an input location may name; `service` reads like `source`. */
export const LOCATION_KINDS: readonly string[] = ['input', 'source', 'service'];

/** What a tag reference reads. */
export const TAG_STATUS = 'status';

/** The pattern of the contract's WorkflowConditionRef (contract/src/workflows.yaml). */
export const REFERENCE_PATTERN = /^(input|source|tag)\.([A-Za-z0-9_-]{1,160})\.([A-Za-z0-9_.[\]-]{1,200})$/;
const PARTS_PATTERN = /^([a-z]+)\.([A-Za-z0-9_-]{1,160})\.([A-Za-z0-9_.[\]-]{1,200})$/;

/** Path segments that reach into an object's prototype: refused anywhere in a reference. */
export const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export type ReferenceProblem =
  | { code: 'notKindIdType' }
  | { code: 'unknownKind'; kind: string }
  | { code: 'forbiddenSegment'; segment: string }
  | { code: 'noValue' }
  | { code: 'otherStart'; id: string; startId: string }
  | { code: 'tagNotStatus' };

export type ReferenceResult = { ok: true; reference: StoredReference; path: readonly string[] } | { ok: false; problem: ReferenceProblem };

/** Splits `kind.id.type` at its first two dots; null when it has fewer. No other check. */
export function splitReference(text: string): { kind: string; id: string; type: string } | null {
  const first = text.indexOf('.');
  const second = first < 0 ? -1 : text.indexOf('.', first + 1);
  if (first < 0 || second < 0) return null;
  return { kind: text.slice(0, first), id: text.slice(first + 1, second), type: text.slice(second + 1) };
}

/** The keys of a reference's type: `address.city` → address, city; `names[0].first` → names, 0, first. */
export function typePath(type: string): string[] {
  return type
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '');
}

/** The node id a reference reads from; null for the start node's input data or a text that is not a reference. */
export function referencedNodeId(text: string): string | null {
  const parts = splitReference(text);
  if (!parts || parts.kind === 'input') return null;
  return parts.id || null;
}

function parse(text: string, kinds: readonly string[], startId: string | null): ReferenceResult {
  const match = PARTS_PATTERN.exec(text);
  if (!match) return { ok: false, problem: { code: 'notKindIdType' } };
  const [, kind, id, type] = match as unknown as [string, string, string, string];
  if (!kinds.includes(kind)) return { ok: false, problem: { code: 'unknownKind', kind } };
  const path = typePath(type);
  for (const segment of [id, ...path, type]) {
    if (FORBIDDEN_SEGMENTS.has(segment)) return { ok: false, problem: { code: 'forbiddenSegment', segment } };
  }
  if (path.length === 0) return { ok: false, problem: { code: 'noValue' } };
  if (kind === 'input' && startId !== null && id !== startId) return { ok: false, problem: { code: 'otherStart', id, startId } };
  if (kind === 'tag' && type !== TAG_STATUS) return { ok: false, problem: { code: 'tagNotStatus' } };
  const read = (kind === 'service' ? 'source' : kind) as ReferenceKind;
  return { ok: true, reference: { kind: read, id, type }, path };
}

/** A condition reference checked against the grammar; `startId` (when given) must be the one input references name. */
export function parseReference(text: string, startId: string | null = null): ReferenceResult {
  return parse(text, REFERENCE_KINDS, startId);
}

/** An input location (`kind.id.type` of a service input's value); `service.` reads as `source.`. */
export function parseLocation(text: string, startId: string | null = null): ReferenceResult {
  return parse(text, LOCATION_KINDS, startId);
}

/** The stored text of a reference: input names the start node, a tag its status. */
export function formatReference(reference: StoredReference): string {
  const type = reference.kind === 'tag' ? TAG_STATUS : reference.type;
  return `${reference.kind}.${reference.id}.${type}`;
}

/** A sentence for a reference problem (the server's and the engine's wording). */
export function referenceProblemText(text: string, problem: ReferenceProblem): string {
  switch (problem.code) {
    case 'notKindIdType':
      return `"${text}" is not a kind.id.type reference`;
    case 'unknownKind':
      return `"${text}" is not a kind.id.type reference (its kind "${problem.kind}" is not one of ${REFERENCE_KINDS.join(', ')})`;
    case 'forbiddenSegment':
      return `"${text}" names "${problem.segment}", which a reference may not use`;
    case 'noValue':
      return `"${text}" names no value`;
    case 'otherStart':
      return `"${text}" names "${problem.id}", but the start node is "${problem.startId}"`;
    case 'tagNotStatus':
      return `"${text}" must read the tag's status`;
  }
}
