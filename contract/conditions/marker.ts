/**
 * How numbers and dates are stored (document 2, section 3.6). Integer constants are saved with a
 * decimal marker, five decimals then a trailing 1 (`50` → `50.000001`, `-3` → `-3.000001`), and
 * the marker is stripped on load. Dates are stored as whole seconds since the epoch.
 */

/** The decimal marker added to an integer constant. */
export const INTEGER_MARKER = 0.000001;
/** How close a stored number's fraction must be to the marker to read as marked. */
const TOLERANCE = 1e-9;

/** An integer with the marker (away from zero); any other number unchanged. */
export function withIntegerMarker(value: number): number {
  if (!Number.isInteger(value)) return value;
  return value < 0 ? value - INTEGER_MARKER : value + INTEGER_MARKER;
}

/** A marked number as its integer; any other number unchanged. */
export function withoutIntegerMarker(value: number): number {
  if (!Number.isFinite(value)) return value;
  const whole = Math.trunc(value);
  return Math.abs(Math.abs(value - whole) - INTEGER_MARKER) < TOLERANCE ? whole : value;
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
