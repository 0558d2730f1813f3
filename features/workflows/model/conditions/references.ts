import type { ConditionKind, ConditionReference } from './types';

/** Thrown when a stored expression has a shape the builder cannot show. */
export class ConditionCodecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConditionCodecError';
  }
}

/** The reference kinds a stored condition uses; services are `source`. */
export type ReferenceKind = Exclude<ConditionKind, 'static'>;

export const TAG_STATUS = 'status';

/** `{obj: 'kind.id.type'}`: input attributes name the start node, tags their status. */
export function toReference(ref: ConditionReference, startId: string): string {
  const { kind, id, type } = ref;
  if (kind === 'input') {
    if (!type) throw new ConditionCodecError('An input condition needs an attribute.');
    return `input.${startId}.${type}`;
  }
  if (kind === 'source' || kind === 'tag') {
    if (!id) throw new ConditionCodecError(`A ${kind === 'tag' ? 'tag' : 'service'} condition needs a step.`);
    if (kind === 'tag') return `tag.${id}.${TAG_STATUS}`;
    if (!type) throw new ConditionCodecError('A service condition needs an attribute.');
    return `source.${id}.${type}`;
  }
  throw new ConditionCodecError('A condition compares an input attribute, a service output or a tag status.');
}

/** The builder reference of a stored `kind.id.type` (the type may hold further dots: `address.city`). */
export function fromReference(reference: string, startId: string): ConditionReference & { kind: ReferenceKind } {
  const first = reference.indexOf('.');
  const second = first < 0 ? -1 : reference.indexOf('.', first + 1);
  const kind = reference.slice(0, first);
  const id = reference.slice(first + 1, second);
  const type = reference.slice(second + 1);
  if (first < 0 || second < 0 || id === '' || type === '') throw new ConditionCodecError(`"${reference}" is not a kind.id.type reference.`);
  if (kind === 'input') {
    if (id !== startId) throw new ConditionCodecError(`"${reference}" names "${id}", but the start step is "${startId}".`);
    return { kind, id: null, type };
  }
  if (kind === 'tag') {
    if (type !== TAG_STATUS) throw new ConditionCodecError(`"${reference}" must read the tag's status.`);
    return { kind, id, type };
  }
  if (kind === 'source') return { kind, id, type };
  throw new ConditionCodecError(`"${reference}" has the kind "${kind}"; a condition reads input, source or tag.`);
}
