import { badRequest, notFound, unprocessable } from '../http/errors';
import { route } from '../http/route';
import { inTransaction } from '../db/transactions';
import { readUpload } from './data/multipart';
import { CSV_TYPES, MAX_IMPORT_BYTES, parseImportCsv } from '../lists/csvImport';
import { parseListQuery } from './lists/listQuery';
import {
  blocklistNameTaken,
  countEntries,
  findBlocklist,
  findBlocklists,
  newListId,
  normalizeEntryValue,
  toBlocklist,
  toEntry,
} from '../store/blocklists';
import type { OrgContext } from '../http/context';

const NAME_EXISTS = 'A list with the given name already exists';
const VALUE_EXISTS = 'This value is already in the list';

async function ownList(ctx: OrgContext, blocklistId: string) {
  const list = await findBlocklist(ctx.db, ctx.orgId, blocklistId);
  if (!list) throw notFound('List not found', `No list ${blocklistId} in this organisation.`);
  return list;
}

/** Block and allow lists with their entries (read, create/update, delete on `evaluation`). */
export const listsRoutes = [
  route({
    operationId: 'listBlocklists',
    access: 'read:evaluation',
    async handler({ ctx, query }) {
      const parsed = parseListQuery(query);
      return { status: 200, body: await findBlocklists(ctx.db, ctx.orgId, parsed, { limit: query.limit ?? 20, offset: query.offset ?? 0 }) };
    },
  }),
  route({
    operationId: 'listBlocklistOptions',
    access: 'read:evaluation',
    async handler({ ctx }) {
      const rows = await ctx.db.selectFrom('blocklists').select(['id', 'name', 'type', 'attribute_name']).where('organization_id', '=', ctx.orgId).orderBy('name').execute();
      return { status: 200, body: { listData: rows.map((r) => ({ name: r.name, blocklistId: r.id, type: r.type, attributeName: r.attribute_name })) } };
    },
  }),
  route({
    operationId: 'createBlocklist',
    access: 'create:evaluation',
    async handler({ ctx, body }) {
      const name = body.name.trim();
      if (name.length < 2) throw badRequest('body.name must NOT have fewer than 2 characters');
      if (await blocklistNameTaken(ctx.db, ctx.orgId, name)) throw unprocessable(NAME_EXISTS);
      // The list and its audit entry commit together or not at all.
      const row = await inTransaction(ctx.db, async (trx) => {
        const created = await trx
          .insertInto('blocklists')
          .values({
            id: newListId('bl'),
            organization_id: ctx.orgId,
            name,
            attribute_name: body.attributeName,
            type: body.type,
            description: body.description ?? '',
            created_by: ctx.user.email,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await ctx.audit('list.created', { type: 'blocklist', id: created.id }, { name, type: body.type }, trx);
        return created;
      });
      return { status: 201, body: toBlocklist(row, 0) };
    },
  }),
  route({
    operationId: 'getBlocklist',
    access: 'read:evaluation',
    async handler({ ctx, params }) {
      const list = await ownList(ctx, params.blocklistId);
      return { status: 200, body: toBlocklist(list, await countEntries(ctx.db, list.id)) };
    },
  }),
  route({
    operationId: 'updateBlocklist',
    access: 'update:evaluation',
    async handler({ ctx, params, body }) {
      const list = await ownList(ctx, params.blocklistId);
      const name = body.name?.trim();
      if (name !== undefined && name.length < 2) throw badRequest('body.name must NOT have fewer than 2 characters');
      if (name && (await blocklistNameTaken(ctx.db, ctx.orgId, name, list.id))) throw unprocessable(NAME_EXISTS);
      const row = await ctx.db
        .updateTable('blocklists')
        .set({ ...(name ? { name } : {}), ...(body.description !== undefined ? { description: body.description } : {}), updated_at: new Date() })
        .where('id', '=', list.id)
        .where('organization_id', '=', ctx.orgId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await ctx.audit('list.updated', { type: 'blocklist', id: list.id }, { ...body });
      return { status: 200, body: toBlocklist(row, await countEntries(ctx.db, list.id)) };
    },
  }),
  route({
    operationId: 'deleteBlocklist',
    access: 'delete:evaluation',
    async handler({ ctx, params }) {
      const list = await ownList(ctx, params.blocklistId);
      await ctx.db.deleteFrom('blocklists').where('id', '=', list.id).where('organization_id', '=', ctx.orgId).execute();
      await ctx.audit('list.deleted', { type: 'blocklist', id: list.id }, { name: list.name });
      return { status: 204, body: undefined };
    },
  }),
  route({
    operationId: 'listBlocklistEntries',
    access: 'read:evaluation',
    async handler({ ctx, params, query }) {
      const list = await ownList(ctx, params.blocklistId);
      let base = ctx.db.selectFrom('blocklist_entries').where('blocklist_id', '=', list.id);
      const search = query.search?.trim().toLowerCase();
      if (search) {
        const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where((eb) => eb.or([eb('normalized_value', 'like', pattern), eb(eb.fn('lower', ['note']), 'like', pattern)]));
      }
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(query.limit ?? 20).offset(query.offset ?? 0).execute();
      return { status: 200, body: { entries: rows.map(toEntry), count: Number(n) } };
    },
  }),
  route({
    operationId: 'createBlocklistEntry',
    access: 'update:evaluation',
    async handler({ ctx, params, body }) {
      const list = await ownList(ctx, params.blocklistId);
      const value = body.value.trim();
      if (!value) throw badRequest('body.value must not be blank');
      // The entry and its audit entry commit together or not at all.
      const row = await inTransaction(ctx.db, async (trx) => {
        const added = await trx
          .insertInto('blocklist_entries')
          .values({ id: newListId('ble'), blocklist_id: list.id, organization_id: ctx.orgId, value, normalized_value: normalizeEntryValue(value), note: body.note ?? '', created_by: ctx.user.email })
          .onConflict((oc) => oc.columns(['blocklist_id', 'normalized_value']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!added) throw unprocessable(VALUE_EXISTS);
        await ctx.audit('list.entry_added', { type: 'blocklist', id: list.id }, { entryId: added.id }, trx);
        return added;
      });
      return { status: 201, body: toEntry(row) };
    },
  }),
  route({
    operationId: 'updateBlocklistEntry',
    access: 'update:evaluation',
    async handler({ ctx, params, body }) {
      const list = await ownList(ctx, params.blocklistId);
      const entry = await ctx.db.selectFrom('blocklist_entries').selectAll().where('id', '=', params.entryId).where('blocklist_id', '=', list.id).executeTakeFirst();
      if (!entry) throw notFound('Entry not found');
      const value = body.value?.trim();
      if (value !== undefined && !value) throw badRequest('body.value must not be blank');
      if (value && normalizeEntryValue(value) !== entry.normalized_value) {
        const clash = await ctx.db.selectFrom('blocklist_entries').select('id').where('blocklist_id', '=', list.id).where('normalized_value', '=', normalizeEntryValue(value)).executeTakeFirst();
        if (clash) throw unprocessable(VALUE_EXISTS);
      }
      const row = await ctx.db
        .updateTable('blocklist_entries')
        .set({ ...(value ? { value, normalized_value: normalizeEntryValue(value) } : {}), ...(body.note !== undefined ? { note: body.note } : {}) })
        .where('id', '=', entry.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await ctx.audit('list.entry_updated', { type: 'blocklist', id: list.id }, { entryId: entry.id });
      return { status: 200, body: toEntry(row) };
    },
  }),
  route({
    operationId: 'deleteBlocklistEntry',
    access: 'update:evaluation',
    async handler({ ctx, params }) {
      const list = await ownList(ctx, params.blocklistId);
      const result = await ctx.db.deleteFrom('blocklist_entries').where('id', '=', params.entryId).where('blocklist_id', '=', list.id).executeTakeFirst();
      if (!Number(result.numDeletedRows)) throw notFound('Entry not found');
      await ctx.audit('list.entry_removed', { type: 'blocklist', id: list.id }, { entryId: params.entryId });
      return { status: 204, body: undefined };
    },
  }),
  route({
    operationId: 'importBlocklistEntries',
    access: 'update:evaluation',
    async handler({ ctx, params }) {
      const list = await ownList(ctx, params.blocklistId);
      const { file, bytes } = await readUpload(ctx.request, 'file', MAX_IMPORT_BYTES);
      const isCsvName = /\.csv$/i.test(file.filename);
      if (!CSV_TYPES.includes(file.mimetype) && !isCsvName) throw badRequest('Invalid file format', 'Upload a .csv file.');
      const rows = parseImportCsv(bytes.toString('utf8'));
      // The entries and their audit entry are one transaction: a failed audit leaves no entries behind.
      const imported = await inTransaction(ctx.db, async (trx) => {
        const unique = new Map(rows.map((r) => [normalizeEntryValue(r.value), r]));
        let added = 0;
        const batch = [...unique.entries()];
        for (let i = 0; i < batch.length; i += 500) {
          const result = await trx
            .insertInto('blocklist_entries')
            .values(
              batch.slice(i, i + 500).map(([normalized, r]) => ({
                id: newListId('ble'),
                blocklist_id: list.id,
                organization_id: ctx.orgId,
                value: r.value,
                normalized_value: normalized,
                note: r.note,
                created_by: ctx.user.email,
              })),
            )
            .onConflict((oc) => oc.columns(['blocklist_id', 'normalized_value']).doNothing())
            .returning('id')
            .execute();
          added += result.length;
        }
        await ctx.audit('list.imported', { type: 'blocklist', id: list.id }, { imported: added, rows: rows.length, file: file.filename }, trx);
        return added;
      });
      return { status: 200, body: { imported, skipped: rows.length - imported } };
    },
  }),
];
