import type { Scope } from '../references';

export const START = 'start_1';

/** A scope for condition tests: input, service outputs, tag statuses, a clock and lists. */
export function scopeOf(parts: Partial<Omit<Scope, 'listed'>> & { lists?: Record<string, string[]> } = {}): Scope {
  const lists = parts.lists ?? {};
  return {
    input: parts.input ?? {},
    outputs: parts.outputs ?? {},
    tags: parts.tags ?? {},
    now: parts.now ?? Date.UTC(2026, 10, 24) / 1000,
    listed: (listId, value) => (lists[listId] ?? []).includes(value.trim().toLowerCase()),
  };
}
