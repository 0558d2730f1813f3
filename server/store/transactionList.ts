import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { decodeCursor, encodeCursor } from '../workflows/listCursor';
import type { SortOrder, TransactionListQuery } from '../workflows/listQuery';
import { toSummary, type Environment, type SummaryRow } from './transactions';

/**
 * The transaction list at any size (issue 20 item 5, ADR 0042). Every part of a page is a walk of
 * an index that stops after a page's rows:
 * - keyset paging: a page starts after the cursor's row (sort keys, then id), not after OFFSET rows;
 * - the count stops at COUNT_LIMIT + 1 matches (`countCapped` says there are more);
 * - a search is a union of branches, each ordered and limited on its own index: transaction ids
 *   by prefix, and for each workflow (by id prefix or name), template or capability (by name) whose
 *   name matches, that owner's transactions. Names live in those small tables, so `%term%` never
 *   scans the transactions.
 */

type Db = Kysely<Database>;

export const COUNT_LIMIT = 1000;

interface SortKey {
  /** The key's column or expression over t, w, tp and cap. */
  expr: RawBuilder<unknown>;
  cast: 'timestamptz' | 'text';
  order: SortOrder;
}

const workflowName = sql`coalesce(w.name, tp.name, cap.name, '')`;

/** The keys a sort orders by: its field, then newest first, then id, so that every row has one place. */
function sortKeys(query: TransactionListQuery): SortKey[] {
  const { field, order } = query.sort;
  const id = (o: SortOrder): SortKey => ({ expr: sql`t.id`, cast: 'text', order: o });
  const created = (o: SortOrder): SortKey => ({ expr: sql`t.created_at`, cast: 'timestamptz', order: o });
  if (field === 'createdAt') return [created(order), id(order)];
  const first: SortKey =
    field === 'updatedAt'
      ? { expr: sql`t.updated_at`, cast: 'timestamptz', order }
      : field === 'outcome'
        ? { expr: sql`t.outcome`, cast: 'text', order }
        : { expr: sql`lower(${workflowName})`, cast: 'text', order };
  return [first, created('desc'), id('desc')];
}

/**
 * The order a count walks a branch in: every index a branch without an id prefix can use has
 * created_at after its equality columns, so ordered this way the count reads at most
 * COUNT_LIMIT + 1 index entries; unordered, the planner may filter a sequential scan instead.
 */
const COUNT_ORDER = sql`t.created_at desc`;

const direction = (order: SortOrder) => sql.raw(order === 'asc' ? 'asc' : 'desc');
const after = (order: SortOrder) => sql.raw(order === 'asc' ? '>' : '<');

/** Rows after the cursor's: one row comparison when the keys share an order (an index range), else the lexicographic expansion. */
function keysetCondition(keys: SortKey[], values: string[]): RawBuilder<unknown> {
  const value = (i: number) => sql`cast(${values[i]} as ${sql.raw(keys[i]!.cast)})`;
  if (keys.every((k) => k.order === keys[0]!.order)) {
    return sql`(${sql.join(keys.map((k) => k.expr))}) ${after(keys[0]!.order)} (${sql.join(keys.map((_, i) => value(i)))})`;
  }
  const alternatives = keys.map((key, i) => sql.join([...keys.slice(0, i).map((k, j) => sql`${k.expr} = ${value(j)}`), sql`${key.expr} ${after(key.order)} ${value(i)}`], sql` and `));
  const first = keys[0]!;
  return sql`${first.expr} ${sql.raw(first.order === 'asc' ? '>=' : '<=')} ${value(0)} and (${sql.join(alternatives, sql` or `)})`;
}

/** `%`, `_` and `\` matched as themselves. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Branch {
  /** Where the branch's rows come from: the transactions alone, or a lateral over matching owners. */
  owners?: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  /** Set for the id-prefix branch, whose index is in id order: its count walks that index unordered. */
  byIdPrefix?: true;
}

/** The branches whose union is the list: one without a search (one per outcome when outcomes are chosen), else one per kind of match. */
function branches(query: TransactionListQuery, orgId: string): Branch[] {
  const { search } = query;
  if (!search) {
    if (query.outcomes && query.outcomes.length > 1) return query.outcomes.map((outcome) => ({ where: sql`t.outcome = ${outcome}` }));
    return [{ where: sql`true` }];
  }
  const term = search.value.toLowerCase();
  const prefix = `${escapeLike(term)}%`;
  const contains = `%${escapeLike(term)}%`;
  const fields = new Set(search.fields);
  const found: Branch[] = [];
  if (fields.has('transactionId')) found.push({ where: sql`lower(t.id) like ${prefix}`, byIdPrefix: true });
  const byWorkflow = [
    ...(fields.has('workflowId') ? [sql`lower(id) like ${prefix}`] : []),
    ...(fields.has('workflowName') ? [sql`name ilike ${contains}`] : []),
  ];
  if (byWorkflow.length) {
    found.push({ owners: sql`select id from workflows where organization_id = ${orgId} and (${sql.join(byWorkflow, sql` or `)})`, where: sql`t.workflow_id = o.id` });
  }
  if (fields.has('workflowName')) {
    found.push({ owners: sql`select id from templates where name ilike ${contains}`, where: sql`t.template_id = o.id and t.workflow_id is null` });
    found.push({
      owners: sql`select id from capabilities where (organization_id is null or organization_id = ${orgId}) and name ilike ${contains}`,
      where: sql`t.capability_id = o.id and t.workflow_id is null and t.template_id is null`,
    });
  }
  return found;
}

/** The filters every branch applies: environment, outcomes, workflow and created range. */
function filters(query: TransactionListQuery, orgId: string, environment: Environment): RawBuilder<unknown> {
  const parts = [sql`t.organization_id = ${orgId}`, sql`t.environment = ${environment}`];
  if (query.outcomes) parts.push(sql`t.outcome in (${sql.join(query.outcomes)})`);
  if (query.workflowId) parts.push(sql`t.workflow_id = ${query.workflowId}`);
  if (query.createdAt?.from) parts.push(sql`t.created_at >= ${query.createdAt.from}`);
  if (query.createdAt?.to) parts.push(sql`t.created_at <= ${query.createdAt.to}`);
  return sql.join(parts, sql` and `);
}

const summarySelect = sql`t.id, t.workflow_id, t.template_id, t.capability_id, t.version, t.environment, t.outcome, t.credits_charged, t.quicklink_id, t.duration_ms,
  t.created_at, t.updated_at, t.completed_at, ${workflowName} as workflow_name`;
const joins = sql`left join workflows w on w.id = t.workflow_id left join templates tp on tp.id = t.template_id left join capabilities cap on cap.id = t.capability_id`;

/**
 * A branch as SQL: its rows in `orderBy` order, at most `limit` of them. For a page, a branch over
 * owners takes `limit` rows of each owner (the union orders them); for a count, it stops at
 * `limit` rows in all, however many owners match, and reads the transactions alone (the names
 * are not needed, so an index holding the filters' columns answers it without the table).
 */
function branchSql(branch: Branch, select: RawBuilder<unknown>, where: RawBuilder<unknown>, orderBy: RawBuilder<unknown> | null, limit: number, use: 'page' | 'count'): RawBuilder<unknown> {
  const body = sql`select ${select} from transactions t ${use === 'page' ? joins : sql``} where ${where} and ${branch.where} ${orderBy ? sql`order by ${orderBy}` : sql``} limit ${limit}`;
  if (!branch.owners) return body;
  return sql`select x.* from (${branch.owners}) o cross join lateral (${body}) x ${use === 'count' ? sql`limit ${limit}` : sql``}`;
}

export interface TransactionPageRequest {
  limit: number;
  /** Rows to skip (kept for clients that page by number; the console pages by cursor). */
  offset?: number;
  cursor?: string;
}

type PageRow = SummaryRow & Record<`k${number}`, unknown> & Record<`kt${number}`, string>;

/** One page of the environment's transactions, how many match (up to COUNT_LIMIT) and the cursor of the next page. */
export async function listTransactions(db: Db, orgId: string, environment: Environment, query: TransactionListQuery, page: TransactionPageRequest) {
  const keys = sortKeys(query);
  const cursor = page.cursor ? decodeCursor(page.cursor, query.sort, keys.length) : null;
  const offset = page.offset ?? 0;
  const parts = branches(query, orgId);
  const common = filters(query, orgId, environment);
  const where = cursor ? sql`${common} and ${keysetCondition(keys, cursor.keys)}` : common;
  const keyColumns = sql.join(keys.flatMap((k, i) => [sql`${k.expr} as ${sql.raw(`k${i}`)}`, sql`${k.expr}::text as ${sql.raw(`kt${i}`)}`]));
  const orderBy = sql.join(keys.map((k) => sql`${k.expr} ${direction(k.order)}`));
  const outerOrder = sql.join(keys.map((k, i) => sql`${sql.raw(`u.k${i}`)} ${direction(k.order)}`));
  const take = offset + page.limit + 1;

  const rowsQuery = parts.length
    ? sql<PageRow>`select u.* from (${sql.join(
        parts.map((b) => sql`(${branchSql(b, sql`${summarySelect}, ${keyColumns}`, where, orderBy, take, 'page')})`),
        sql` union `,
      )}) u order by ${outerOrder} limit ${page.limit + 1} offset ${offset}`
    : null;
  const countQuery = parts.length
    ? sql<{ count: number }>`select count(*)::int as count from (${sql.join(
        parts.map((b) => sql`(${branchSql(b, sql`t.id`, common, b.byIdPrefix ? null : COUNT_ORDER, COUNT_LIMIT + 1, 'count')})`),
        sql` union `,
      )}) c`
    : null;
  const [rows, counted] = await Promise.all([rowsQuery ? rowsQuery.execute(db) : { rows: [] }, countQuery ? countQuery.execute(db) : { rows: [{ count: 0 }] }]);

  const pageRows = rows.rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  const nextCursor = rows.rows.length > page.limit && last ? encodeCursor({ sort: query.sort.field, order: query.sort.order, keys: keys.map((_, i) => String(last[`kt${i}`])) }) : null;
  const count = Number(counted.rows[0]?.count ?? 0);
  return {
    count: Math.min(count, COUNT_LIMIT),
    countCapped: count > COUNT_LIMIT,
    nextCursor,
    transactions: pageRows.map((row) => toSummary(row)),
  };
}
