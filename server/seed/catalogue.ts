import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function seedCatalogue(_db: Kysely<Database>) {}
