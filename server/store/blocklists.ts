import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';
import type { BlocklistEntriesTable, BlocklistsTable } from '../db/tables/lists';

export const SORT_FIELDS = ['name', 'attributeName', 'type', 'createdAt'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SEARCH_FIELDS = ['name', 'attributeName'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** What a list of block and allow lists may be sorted, searched and filtered by (document 1 section 7). */
export interface ListQuery {
  sort: { field: SortField; order: 'asc' | 'desc' };
  search: { value: string; fields: SearchField[] } | null;
  types: ('blocklist' | 'allowlist')[] | null;
  createdAt: { from: Date | null; to: Date } | null;
}

type Blocklist = components['schemas']['Blocklist'];
type BlocklistEntry = components['schemas']['BlocklistEntry'];

export const newListId = (prefix: 'bl' | 'ble') => `${prefix}_${randomBytes(9).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x')}`;

/** How an entry's value is compared: trimmed, lower-cased. */
export const normalizeEntryValue = (value: string) => value.trim().toLowerCase();

const iso = (value: Date | string) => new Date(value).toISOString();

export function toBlocklist(row: Selectable<BlocklistsTable>, entryCount: number): Blocklist {
  return {
    blocklistId: row.id,
    name: row.name,
    attributeName: row.attribute_name,
    type: row.type,
    description: row.description,
    entryCount,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    createdBy: row.created_by,
  };
}

export function toEntry(row: Selectable<BlocklistEntriesTable>): BlocklistEntry {
  return { entryId: row.id, blocklistId: row.blocklist_id, value: row.value, note: row.note, createdAt: iso(row.created_at), createdBy: row.created_by };
}

const SORT_COLUMNS = { name: 'name', attributeName: 'attribute_name', type: 'type', createdAt: 'created_at' } as const;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the organisation's lists, as `parseListQuery` describes it. */
export async function findBlocklists(db: Kysely<Database>, orgId: string, query: ListQuery, page: { limit: number; offset: number }) {
  let base = db.selectFrom('blocklists').where('organization_id', '=', orgId);
  if (query.search) {
    const pattern = `%${escapeLike(query.search.value.toLowerCase())}%`;
    const fields = query.search.fields.map((f) => SORT_COLUMNS[f]);
    base = base.where((eb) => eb.or(fields.map((column) => eb(eb.fn('lower', [column]), 'like', pattern))));
  }
  if (query.types) base = base.where('type', 'in', query.types);
  if (query.createdAt) {
    if (query.createdAt.from) base = base.where('created_at', '>=', query.createdAt.from);
    base = base.where('created_at', '<=', query.createdAt.to);
  }
  const [{ count }] = await base.select((eb) => eb.fn.countAll<number>().as('count')).execute() as [{ count: number }];
  const rows = await base
    .selectAll('blocklists')
    .select((eb) =>
      eb.selectFrom('blocklist_entries').whereRef('blocklist_entries.blocklist_id', '=', 'blocklists.id').select(eb.fn.countAll<number>().as('n')).as('entry_count'),
    )
    .orderBy(SORT_COLUMNS[query.sort.field], query.sort.order)
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { count: Number(count), blocklists: rows.map((row) => toBlocklist(row, Number(row.entry_count ?? 0))) };
}

export async function findBlocklist(db: Kysely<Database>, orgId: string, id: string) {
  return db.selectFrom('blocklists').selectAll().where('organization_id', '=', orgId).where('id', '=', id).executeTakeFirst();
}

export async function countEntries(db: Kysely<Database>, blocklistId: string): Promise<number> {
  const row = await db.selectFrom('blocklist_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('blocklist_id', '=', blocklistId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function blocklistNameTaken(db: Kysely<Database>, orgId: string, name: string, exceptId?: string) {
  let q = db.selectFrom('blocklists').select('id').where('organization_id', '=', orgId).where(sql<string>`lower(name)`, '=', name.trim().toLowerCase());
  if (exceptId) q = q.where('id', '!=', exceptId);
  return Boolean(await q.executeTakeFirst());
}

/**
 * Whether the value is an entry of the organisation's list: what the engine's list operator
 * (`LIST_OPERATOR` of contract/conditions) asks. A list of another organisation never matches.
 */
export async function isListed(db: Kysely<Database>, orgId: string, listId: string, value: string): Promise<boolean> {
  const row = await db
    .selectFrom('blocklist_entries')
    .select('id')
    .where('organization_id', '=', orgId)
    .where('blocklist_id', '=', listId)
    .where('normalized_value', '=', normalizeEntryValue(value))
    .executeTakeFirst();
  return Boolean(row);
}
