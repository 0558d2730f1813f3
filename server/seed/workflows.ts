import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function seedWorkflows(_db: Kysely<Database>) {}
