import { randomBytes } from 'node:crypto';

/** A new record id: the kind's prefix and 16 random hex digits (e.g. `cred_3f9a…`). */
export function newId(prefix: 'cred' | 'inv' | 'pay' | 'live' | 'sar' | 'org'): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

/** ISO 8601 text of a timestamp column (drivers answer Date; be lenient with strings). */
export function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** Whether a database error is a unique-constraint violation (Postgres and PGlite both say 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
