import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { DEFAULT_HOSTED_CONFIG, type HostedConfig } from '../workflows/hostedConfig';

type Db = Kysely<Database>;

export interface HostedConfigState {
  config: HostedConfig;
  saved: boolean;
  updatedAt: string | null;
}

/** The organisation's saved theme, or the defaults (saved false). */
export async function readHostedConfig(db: Db, orgId: string): Promise<HostedConfigState> {
  const row = await db.selectFrom('hosted_configs').select(['config', 'updated_at']).where('organization_id', '=', orgId).executeTakeFirst();
  if (!row) return { config: structuredClone(DEFAULT_HOSTED_CONFIG), saved: false, updatedAt: null };
  return { config: row.config, saved: true, updatedAt: new Date(row.updated_at).toISOString() };
}

/** Saves the first theme; false when one is already saved. */
export async function insertHostedConfig(db: Db, orgId: string, userId: string | null, config: HostedConfig): Promise<boolean> {
  const result = await db
    .insertInto('hosted_configs')
    .values({ organization_id: orgId, config: json(config), updated_by: userId })
    .onConflict((oc) => oc.column('organization_id').doNothing())
    .returning('organization_id')
    .executeTakeFirst();
  return result !== undefined;
}

/** Replaces the saved theme; false when none is saved. */
export async function replaceHostedConfig(db: Db, orgId: string, userId: string | null, config: HostedConfig): Promise<boolean> {
  const result = await db
    .updateTable('hosted_configs')
    .set({ config: json(config), updated_by: userId, updated_at: new Date() })
    .where('organization_id', '=', orgId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
