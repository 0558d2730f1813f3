/** Serialises a value for a jsonb column (Kysely passes parameters through as given). */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
