import { ConditionCodecError } from './references';
import { toStoredDate, withIntegerMarker, withoutIntegerMarker } from '~/contract';
import { DATE_FORMAT } from './attributes';
import type { StoredConstant } from './types';

/** What decides how a typed value is stored: the parameter's data type and format. */
export interface ValueShape {
  dataType?: string | undefined;
  format?: string | undefined;
}

type Scalar = string | number | boolean | null;
const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** Whether a typed value counts as given (document 2, section 4.4: a NUMBER of 0 or empty is empty). */
export function hasValue(value: string, shape: ValueShape): boolean {
  if (value.trim() === '') return false;
  if (shape.format === DATE_FORMAT) return Number.isFinite(Number(value));
  if (shape.dataType === 'NUMBER') return Number.isFinite(Number(value)) && Number(value) !== 0;
  if (shape.dataType === 'BOOLEAN') return value === 'true' || value === 'false';
  return true;
}

/**
 * A typed value as stored (section 3.6 and 4.4): dates as epoch seconds, numbers as numbers with the
 * integer marker, booleans as booleans, STRING entries comma-joined (a leading comma trimmed).
 */
export function toConstant(value: string, shape: ValueShape): StoredConstant {
  if (shape.format === DATE_FORMAT) return toStoredDate(value);
  if (shape.dataType === 'NUMBER') return withIntegerMarker(Number(value));
  if (shape.dataType === 'BOOLEAN') return value === 'true';
  if (shape.dataType === 'STRING') return value.replace(/^,+/, '');
  return value;
}

/** A stored scalar as the builder shows it; the integer marker is stripped. */
export function fromConstant(constant: StoredConstant): string {
  if (Array.isArray(constant)) throw new ConditionCodecError('A list constant is edited as raw input.');
  if (constant === null) return '';
  if (typeof constant === 'number') return String(withoutIntegerMarker(constant));
  return String(constant);
}

/** The raw-input text of a JSON or LIST comparison, parsed: a scalar or a list of scalars. */
export function parseRawInput(rawInput: string): StoredConstant {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawInput);
  } catch {
    throw new ConditionCodecError('The raw input is not valid JSON.');
  }
  if (isScalar(parsed)) return parsed;
  if (Array.isArray(parsed) && parsed.every(isScalar)) return parsed;
  throw new ConditionCodecError('The raw input must be a value or a list of values.');
}

/** A stored constant as raw-input text; integer markers are stripped from numbers. */
export function toRawInput(constant: StoredConstant): string {
  const strip = (item: Scalar) => (typeof item === 'number' ? withoutIntegerMarker(item) : item);
  return JSON.stringify(Array.isArray(constant) ? constant.map(strip) : strip(constant));
}
