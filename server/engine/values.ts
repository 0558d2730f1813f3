import { stripIntegerMarker } from '~/contract';

/** The value of a reference to a node that did not run, or to a value that is absent (or null). */
export const MISSING: unique symbol = Symbol('missing');
export type Value = unknown;
export type Resolved = Value | typeof MISSING;

/**
 * An integer constant as document 2 section 3.6 stores it (with the contract's integer marker)
 * becomes the integer; any other number is left alone. Lists lose the marker element by element.
 */
export const stripMarker: (value: unknown) => unknown = stripIntegerMarker;

const NUMERIC_TEXT = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/** A number, or a text that is exactly a number; NaN for anything else. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value)) return Number(value);
  return Number.NaN;
}

/** A text, or a number written as text; null for anything else. */
export function toText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * Equality of two present values: same type and value; a number equals a text that is that number;
 * a boolean equals the text "true" or "false"; lists are equal element by element.
 */
export function looselyEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!looselyEqual(a[i], b[i])) return false;
    return true;
  }
  if (typeof a === typeof b) return a === b;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = toNumber(a);
    const y = toNumber(b);
    return typeof a !== 'boolean' && typeof b !== 'boolean' && Number.isFinite(x) && x === y;
  }
  if (typeof a === 'boolean' && typeof b === 'string') return b === String(a);
  if (typeof b === 'boolean' && typeof a === 'string') return a === String(b);
  return false;
}

/** Missing, null, a blank text or an empty list. */
export const isEmptyValue = (value: Resolved): boolean =>
  value === MISSING || value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
