import type { AwaitingValue } from '~/design-system';

/**
 * The values an awaiting transaction shows in its popover: each awaited key, by its display name
 * when `displayName` knows it, received once the input data holds a value for it.
 */
export function awaitingValues(
  awaitedKeys: readonly string[],
  input: Readonly<Record<string, unknown>>,
  displayName: (key: string) => string | null = () => null,
): AwaitingValue[] {
  return awaitedKeys.map((key) => {
    const name = displayName(key);
    return { key, ...(name ? { displayName: name } : {}), set: input[key] !== undefined && input[key] !== null && input[key] !== '' };
  });
}
