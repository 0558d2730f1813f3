import type { StoredReference } from '~/contract';
import { own, readerOf, type Reader, type Scope } from './references';
import { MISSING } from './values';

/** A part of a condition evaluated without a trace (`CompiledCondition.evaluate`). */
export type Check = (scope: Scope) => boolean;
/** A comparison's operator with its right side bound; called only with a present left value. */
export type BoundTest = (left: unknown, scope: Scope) => boolean;

/** A comparison with a null constant (a missing operand) and an empty `or`. */
export const neverHolds: Check = () => false;
const always: Check = () => true;

/**
 * Every child holds. Groups of up to four children call them directly: each arity is its own
 * function, so no loop over an array runs per evaluation.
 */
export function allOf(children: readonly Check[]): Check {
  const [a = always, b = always, c = always, d = always] = children;
  switch (children.length) {
    case 0:
      return always;
    case 1:
      return a;
    case 2:
      return (scope) => a(scope) && b(scope);
    case 3:
      return (scope) => a(scope) && b(scope) && c(scope);
    case 4:
      return (scope) => a(scope) && b(scope) && c(scope) && d(scope);
  }
  const count = children.length;
  return (scope) => {
    for (let i = 0; i < count; i += 1) if (!(children[i] as Check)(scope)) return false;
    return true;
  };
}

/** Some child holds (the same shapes as `allOf`). */
export function anyOf(children: readonly Check[]): Check {
  const [a = neverHolds, b = neverHolds, c = neverHolds, d = neverHolds] = children;
  switch (children.length) {
    case 0:
      return neverHolds;
    case 1:
      return a;
    case 2:
      return (scope) => a(scope) || b(scope);
    case 3:
      return (scope) => a(scope) || b(scope) || c(scope);
    case 4:
      return (scope) => a(scope) || b(scope) || c(scope) || d(scope);
  }
  const count = children.length;
  return (scope) => {
    for (let i = 0; i < count; i += 1) if ((children[i] as Check)(scope)) return true;
    return false;
  };
}

/**
 * A comparison whose left side is a reference, read where it is tested: a reference of one key
 * (nearly all) is looked up in the closure itself, with no reader call per evaluation.
 */
export function referenceCheck(reference: StoredReference, keys: readonly string[], test: BoundTest): Check {
  const { kind, id, type } = reference;
  if (kind === 'tag')
    return (scope) => {
      const value = own(scope.tags, id);
      return value !== MISSING && test(value, scope);
    };
  if (keys.length !== 1) return readCheck(readerOf(reference, keys), test);
  if (kind === 'input')
    return (scope) => {
      const value = own(scope.input, type);
      return value !== MISSING && test(value, scope);
    };
  return (scope) => {
    const value = own(own(scope.outputs, id), type);
    return value !== MISSING && test(value, scope);
  };
}

/** A comparison whose left side is read by a reader (a call, a constant, a reference of a path). */
export function readCheck(read: Reader, test: BoundTest): Check {
  return (scope) => {
    const value = read(scope);
    return value !== MISSING && test(value, scope);
  };
}

/** A comparison of two sides read on each evaluation. */
export function pairCheck(left: Reader, right: Reader, test: (left: unknown, right: unknown, scope: Scope) => boolean): Check {
  return (scope) => {
    const l = left(scope);
    if (l === MISSING) return false;
    const r = right(scope);
    return r !== MISSING && test(l, r, scope);
  };
}
