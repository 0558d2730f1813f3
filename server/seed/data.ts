import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function seedData(_db: Kysely<Database>) {}
