/** What a single-select received as its value, once checked: a usable key, nothing, or something it cannot show. */
export type SelectValueCheck =
  | { kind: 'key'; key: string }
  | { kind: 'empty' }
  | { kind: 'invalid' };

/**
 * Checks a single-select value that may come from untyped data. Strings and finite numbers are keys
 * (numbers as their decimal text); null, undefined and '' are empty; anything else (an object, an
 * array, NaN, a boolean) is invalid, so the field can say so instead of failing.
 */
export function checkSelectValue(value: unknown): SelectValueCheck {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'string') return { kind: 'key', key: value };
  if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'key', key: String(value) };
  return { kind: 'invalid' };
}

/** The message a single-select shows when its value is not a key. */
export const INVALID_SELECT_VALUE_MESSAGE = 'This value cannot be shown: choose an option from the list';
