import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function seedAccess(_db: Kysely<Database>) {}
