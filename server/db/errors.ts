/** True for a unique-constraint violation (Postgres and PGlite both say 23505), whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
