import { formatReference, parseReference, TAG_STATUS, type ReferenceKind } from '~/contract';
import type { ConditionReference } from './types';

export { TAG_STATUS, type ReferenceKind };

/** Thrown when a stored expression has a shape the builder cannot show. */
export class ConditionCodecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConditionCodecError';
  }
}

/** `{obj: 'kind.id.type'}` in the contract's grammar: input attributes name the start node, tags their status. */
export function toReference(ref: ConditionReference, startId: string): string {
  const { kind, id, type } = ref;
  if (kind === 'input') {
    if (!type) throw new ConditionCodecError('An input condition needs an attribute.');
    return formatReference({ kind, id: startId, type });
  }
  if (kind === 'source' || kind === 'tag') {
    if (!id) throw new ConditionCodecError(`A ${kind === 'tag' ? 'tag' : 'service'} condition needs a step.`);
    if (kind === 'source' && !type) throw new ConditionCodecError('A service condition needs an attribute.');
    return formatReference({ kind, id, type: type ?? TAG_STATUS });
  }
  throw new ConditionCodecError('A condition compares an input attribute, a service output or a tag status.');
}

/** The builder reference of a stored `kind.id.type` (the type may hold further dots: `address.city`). */
export function fromReference(reference: string, startId: string): ConditionReference & { kind: ReferenceKind } {
  const read = parseReference(reference, startId);
  if (read.ok) {
    const { kind, id, type } = read.reference;
    return kind === 'input' ? { kind, id: null, type } : { kind, id, type };
  }
  const { problem } = read;
  switch (problem.code) {
    case 'otherStart':
      throw new ConditionCodecError(`"${reference}" names "${problem.id}", but the start step is "${startId}".`);
    case 'tagNotStatus':
      throw new ConditionCodecError(`"${reference}" must read the tag's status.`);
    case 'unknownKind':
      throw new ConditionCodecError(`"${reference}" has the kind "${problem.kind}"; a condition reads input, source or tag.`);
    default:
      throw new ConditionCodecError(`"${reference}" is not a kind.id.type reference.`);
  }
}
