import type { Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

/** Runs `work` in a transaction, or in the caller's when `db` already is one (seeds, the engine). */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
