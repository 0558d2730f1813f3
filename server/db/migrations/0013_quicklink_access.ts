import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/** A QuickLink's access token (ADR 0025): `vfql_` and 32 random bytes, base64url (as the store makes them). */
const newQuickLinkToken = () => `vfql_${randomBytes(32).toString('base64url')}`;

/**
 * QuickLink access (ADR 0025): each link's own random access token (the `webt` of its URL), an
 * optional expiry, and how often the hosted flow was opened through it. Links made before this get
 * a token here. Transactions are indexed by link, for the per-link outcome counts.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('quicklinks')
    .addColumn('access_token', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('opened_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const typed = db as unknown as Kysely<{ quicklinks: { id: string; access_token: string | null } }>;
  const links = await typed.selectFrom('quicklinks').select('id').execute();
  for (const link of links) {
    await typed.updateTable('quicklinks').set({ access_token: newQuickLinkToken() }).where('id', '=', link.id).execute();
  }
  await db.schema.alterTable('quicklinks').alterColumn('access_token', (c) => c.setNotNull()).execute();
  await db.schema.createIndex('quicklinks_access_token_key').on('quicklinks').column('access_token').unique().execute();
  await db.schema.createIndex('transactions_quicklink_idx').on('transactions').columns(['organization_id', 'environment', 'quicklink_id']).where('quicklink_id', 'is not', null).execute();
}
