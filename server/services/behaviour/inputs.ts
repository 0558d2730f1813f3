import type { ServiceInputs } from './answer';

/** A string input, trimmed; undefined when absent, null or not a string. */
export function text(inputs: ServiceInputs, key: string): string | undefined {
  const value = inputs[key];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** A number input (a numeric string is read as a number); undefined when absent or not numeric. */
export function numeric(inputs: ServiceInputs, key: string): number | undefined {
  const value = inputs[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** Whether an input is present (not undefined, null or an empty string). */
export function present(inputs: ServiceInputs, key: string): boolean {
  const value = inputs[key];
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/**
 * Reads a required string input and upper-cases it when asked; answers a reason when it is absent,
 * not a string, or does not match `pattern`.
 */
export function requiredText(inputs: ServiceInputs, key: string, options: { pattern?: RegExp; upper?: boolean; describe?: string } = {}): { value: string } | { problem: string } {
  const raw = inputs[key];
  if (raw === undefined || raw === null) return { problem: `${key} is required` };
  if (typeof raw !== 'string') return { problem: `${key} must be a string` };
  const value = options.upper ? raw.trim().toUpperCase() : raw.trim();
  if (value === '') return { problem: `${key} is empty` };
  if (options.pattern && !options.pattern.test(value)) return { problem: `${key} ${options.describe ?? 'has an invalid format'}` };
  return { value };
}

/** An optional threshold (0 to 100) or its default; answers a reason when it is out of range. */
export function threshold(inputs: ServiceInputs, fallback: number): { value: number } | { problem: string } {
  if (!present(inputs, 'threshold')) return { value: fallback };
  const value = numeric(inputs, 'threshold');
  if (value === undefined || value < 0 || value > 100) return { problem: 'threshold must be a number from 0 to 100' };
  return { value };
}

/** An optional date input in epoch seconds; answers a reason when it is not a plausible date. */
export function epochSeconds(inputs: ServiceInputs, key: string): { value: number | undefined } | { problem: string } {
  if (!present(inputs, key)) return { value: undefined };
  const value = numeric(inputs, key);
  if (value === undefined || !Number.isInteger(value) || value < -2_208_988_800 || value > 4_102_444_800) return { problem: `${key} must be a date in epoch seconds` };
  return { value };
}
