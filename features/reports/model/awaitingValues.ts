import type { AwaitingValue } from '~/design-system';

/**
 * The values an awaiting transaction shows in its popover: each awaited key, received once the
 * input data holds a value for it.
 */
export function awaitingValues(awaitedKeys: readonly string[], input: Readonly<Record<string, unknown>>): AwaitingValue[] {
  return awaitedKeys.map((key) => ({ key, set: input[key] !== undefined && input[key] !== null && input[key] !== '' }));
}
