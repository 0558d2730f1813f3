/**
 * How numbers and dates are stored (document 2, section 3.6). Integer constants are saved with a
 * decimal marker, five decimals then a trailing 1 (`50` → `50.000001`, `-3` → `-3.000001`), and
 * the marker is stripped on load. Dates are stored as whole seconds since the epoch.
 *
 * The marker is read from the decimal text, never with a tolerance: a stored number is marked when
 * it is exactly the number that the text `<whole>.000001` denotes (what JSON parsing of that text
 * gives). This holds for every size: at 20000000.000001 the nearest double is a few billionths off,
 * beyond any fixed tolerance, and above about 8.6 billion `.000001` itself rounds to the next
 * representable fraction (`8589934592.000001` reads back as `8589934592.000002`).
 */

/** The decimal marker added to an integer constant. */
export const INTEGER_MARKER = 0.000001;
/** The marker as the fraction digits of the decimal text. */
const MARKER_FRACTION = '000001';

/** The decimal text of an integer (of any size, exactly) with the marker, away from zero. */
function markedText(whole: number, negative: boolean): string {
  return `${negative ? '-' : ''}${BigInt(Math.abs(whole)).toString()}.${MARKER_FRACTION}`;
}

/** An integer with the marker (away from zero); any other number unchanged. */
export function withIntegerMarker(value: number): number {
  if (!Number.isInteger(value)) return value;
  return Number(markedText(value, value < 0));
}

/** A marked number as its integer; any other number (including integers) unchanged. */
export function withoutIntegerMarker(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return value;
  const whole = Math.trunc(value);
  return Number(markedText(whole, value < 0)) === value ? whole + 0 : value;
}

/** A stored constant with the marker stripped from every number, lists element by element. */
export function stripIntegerMarker(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripIntegerMarker);
  return typeof value === 'number' ? withoutIntegerMarker(value) : value;
}

/** A date (epoch seconds, possibly fractional or typed as text) as stored: whole epoch seconds. */
export function toStoredDate(seconds: number | string): number {
  return Math.trunc(Number(seconds));
}

/** Whole epoch seconds of a moment. */
export function epochSecondsOf(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
