/**
 * The integer marker of document 2, section 3.6: integer constants are saved with five decimals
 * then a trailing 1 (`50` → `50.000001`, `-3` → `-3.000001`) and the marker is stripped on load.
 * The tolerance is the engine's (server/engine/values.ts), so both read a stored number alike.
 */
const MARKER = 0.000001;
const TOLERANCE = 1e-9;

export function withIntegerMarker(value: number): number {
  if (!Number.isInteger(value)) return value;
  return value < 0 ? value - MARKER : value + MARKER;
}

export function withoutIntegerMarker(value: number): number {
  if (!Number.isFinite(value)) return value;
  const whole = Math.trunc(value);
  return Math.abs(Math.abs(value - whole) - MARKER) < TOLERANCE ? whole : value;
}
