import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { likePattern } from '../workflows/listQuery';
import { newId } from '../db/ids';
import { inTransaction } from '../db/transactions';
import { randomBytes } from 'node:crypto';

type Db = Kysely<Database>;
export type Environment = 'test' | 'live';

export const TRANSACTION_LIMIT_REACHED = 'Transaction limit reached';
export const QUICKLINK_DISABLED = 'The QuickLink is disabled';
export const QUICKLINK_EXPIRED = 'This link has expired';
export const QUICKLINK_INVALID = 'This link is no longer valid';

/** Prefix of a QuickLink's access token. */
export const QUICKLINK_TOKEN_PREFIX = 'vfql_';

/** A new access token for a QuickLink (ADR 0025): the prefix and 32 random bytes, base64url. */
export const newQuickLinkToken = () => `${QUICKLINK_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** A QuickLink row with its workflow's name; the address is built by the route (it knows the origin). */
export interface QuickLinkRecord {
  id: string;
  orgId: string;
  environment: Environment;
  name: string;
  workflowId: string;
  workflowName: string;
  redirectionUrl: string | null;
  transactionLimit: number;
  transactionCount: number;
  isEnabled: boolean;
  showResponseOutput: boolean;
  /** The link's access token (`vfql_…`): its URL's webt (ADR 0025). */
  accessToken: string;
  expiresAt: string | null;
  openedCount: number;
  createdAt: string;
  updatedAt: string;
}

function base(db: Db, orgId: string, environment: Environment) {
  return db
    .selectFrom('quicklinks as q')
    .innerJoin('workflows as w', 'w.id', 'q.workflow_id')
    .where('q.organization_id', '=', orgId)
    .where('q.environment', '=', environment);
}

const columns = [
  'q.id',
  'q.organization_id',
  'q.environment',
  'q.name',
  'q.workflow_id',
  'w.name as workflow_name',
  'q.redirection_url',
  'q.transaction_limit',
  'q.transaction_count',
  'q.is_enabled',
  'q.show_response_output',
  'q.access_token',
  'q.expires_at',
  'q.opened_count',
  'q.created_at',
  'q.updated_at',
] as const;

function toRecord(row: {
  id: string;
  organization_id: string;
  environment: Environment;
  name: string;
  workflow_id: string;
  workflow_name: string;
  redirection_url: string | null;
  transaction_limit: number;
  transaction_count: number;
  is_enabled: boolean;
  show_response_output: boolean;
  access_token: string;
  expires_at: Date | null;
  opened_count: number;
  created_at: Date;
  updated_at: Date;
}): QuickLinkRecord {
  return {
    id: row.id,
    orgId: row.organization_id,
    environment: row.environment,
    name: row.name,
    workflowId: row.workflow_id,
    workflowName: row.workflow_name,
    redirectionUrl: row.redirection_url,
    transactionLimit: row.transaction_limit,
    transactionCount: row.transaction_count,
    isEnabled: row.is_enabled,
    showResponseOutput: row.show_response_output,
    accessToken: row.access_token,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    openedCount: row.opened_count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** One page of the environment's QuickLinks, newest first; `search` finds the link's or its workflow's name. */
export async function listQuickLinks(db: Db, orgId: string, environment: Environment, options: { search?: string; limit: number; offset: number }) {
  let query = base(db, orgId, environment);
  const search = options.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) => eb.or([eb('q.name', 'ilike', pattern), eb('w.name', 'ilike', pattern)]));
  }
  const [rows, total] = await Promise.all([
    query.select(columns).orderBy('q.created_at', 'desc').orderBy('q.id', 'asc').limit(options.limit).offset(options.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.count), quicklinks: rows.map(toRecord) };
}

export async function findQuickLink(db: Db, orgId: string, environment: Environment, id: string): Promise<QuickLinkRecord | undefined> {
  const row = await base(db, orgId, environment).select(columns).where('q.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export interface NewQuickLink {
  id?: string;
  orgId: string;
  environment: Environment;
  userId: string | null;
  workflowId: string;
  name: string;
  redirectionUrl: string | null;
  transactionLimit: number;
  transactionCount?: number;
  isEnabled: boolean;
  showResponseOutput: boolean;
  expiresAt?: Date | null;
  createdAt?: Date;
}

/** Stores a QuickLink; the caller has checked that the workflow is the organisation's. */
export async function insertQuickLink(db: Db, values: NewQuickLink): Promise<string> {
  const id = values.id ?? newId('ql');
  const at = values.createdAt ?? new Date();
  await db
    .insertInto('quicklinks')
    .values({
      id,
      organization_id: values.orgId,
      environment: values.environment,
      workflow_id: values.workflowId,
      name: values.name,
      redirection_url: values.redirectionUrl,
      transaction_limit: values.transactionLimit,
      transaction_count: values.transactionCount ?? 0,
      is_enabled: values.isEnabled,
      show_response_output: values.showResponseOutput,
      access_token: newQuickLinkToken(),
      expires_at: values.expiresAt ?? null,
      created_by: values.userId,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export interface QuickLinkChanges {
  name?: string;
  workflowId?: string;
  redirectionUrl?: string | null;
  transactionLimit?: number;
  isEnabled?: boolean;
  showResponseOutput?: boolean;
  expiresAt?: Date | null;
}

/**
 * Applies the changes. Answers `not_found` when the environment has no such link, `limit_reached`
 * when the change would leave the link enabled with its count at or over its limit (nothing
 * changes then), else the link after the change.
 */
export async function updateQuickLink(
  db: Db,
  orgId: string,
  environment: Environment,
  id: string,
  changes: QuickLinkChanges,
): Promise<{ status: 'not_found' } | { status: 'limit_reached'; transactionCount: number; transactionLimit: number } | { status: 'updated'; quicklink: QuickLinkRecord }> {
  const outcome = await inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('quicklinks')
      .select(['transaction_count', 'transaction_limit', 'is_enabled'])
      .where('organization_id', '=', orgId)
      .where('environment', '=', environment)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return { status: 'not_found' as const };
    const limit = changes.transactionLimit ?? current.transaction_limit;
    const enabled = changes.isEnabled ?? current.is_enabled;
    const enabling = changes.isEnabled === true && !current.is_enabled;
    const limitChanged = changes.transactionLimit !== undefined && changes.transactionLimit !== current.transaction_limit;
    if (enabled && (enabling || limitChanged) && current.transaction_count >= limit) {
      return { status: 'limit_reached' as const, transactionCount: current.transaction_count, transactionLimit: limit };
    }
    await trx
      .updateTable('quicklinks')
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.workflowId !== undefined ? { workflow_id: changes.workflowId } : {}),
        ...(changes.redirectionUrl !== undefined ? { redirection_url: changes.redirectionUrl } : {}),
        ...(changes.transactionLimit !== undefined ? { transaction_limit: changes.transactionLimit } : {}),
        ...(changes.isEnabled !== undefined ? { is_enabled: changes.isEnabled } : {}),
        ...(changes.showResponseOutput !== undefined ? { show_response_output: changes.showResponseOutput } : {}),
        ...(changes.expiresAt !== undefined ? { expires_at: changes.expiresAt } : {}),
        updated_at: new Date(),
      })
      .where('organization_id', '=', orgId)
      .where('environment', '=', environment)
      .where('id', '=', id)
      .execute();
    return { status: 'updated' as const };
  });
  if (outcome.status !== 'updated') return outcome;
  const quicklink = await findQuickLink(db, orgId, environment, id);
  return quicklink ? { status: 'updated', quicklink } : { status: 'not_found' };
}

/** Deletes the link; false when the environment has no such link. Transactions made through it keep its id. */
export async function deleteQuickLink(db: Db, orgId: string, environment: Environment, id: string): Promise<boolean> {
  const result = await db.deleteFrom('quicklinks').where('organization_id', '=', orgId).where('environment', '=', environment).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type QuickLinkCount =
  | { counted: true; transactionCount: number; transactionLimit: number; remaining: number; workflowId: string; limitReached: boolean }
  | { counted: false; reason: 'not_found' | 'disabled' | 'expired' | 'limit_reached' };

/**
 * Counts one transaction against a QuickLink, for the engine to call before it runs a transaction
 * that came through the link. One atomic update: it counts only while the link exists in this
 * environment, is enabled and is under its limit, so concurrent runs can never pass the limit.
 * `limitReached` says this transaction used the last one (the caller may emit
 * `quicklink.limit_reached`). When nothing is counted the reason says why, and the transaction
 * must be refused.
 */
export async function countQuickLinkTransaction(db: Db, link: { orgId: string; environment: Environment; quicklinkId: string }, now: Date = new Date()): Promise<QuickLinkCount> {
  const counted = await db
    .updateTable('quicklinks')
    .set((eb) => ({ transaction_count: eb('transaction_count', '+', 1) }))
    .where('organization_id', '=', link.orgId)
    .where('environment', '=', link.environment)
    .where('id', '=', link.quicklinkId)
    .where('is_enabled', '=', true)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .whereRef('transaction_count', '<', 'transaction_limit')
    .returning(['transaction_count', 'transaction_limit', 'workflow_id'])
    .executeTakeFirst();
  if (counted) {
    return {
      counted: true,
      transactionCount: counted.transaction_count,
      transactionLimit: counted.transaction_limit,
      remaining: counted.transaction_limit - counted.transaction_count,
      workflowId: counted.workflow_id,
      limitReached: counted.transaction_count >= counted.transaction_limit,
    };
  }
  const row = await db
    .selectFrom('quicklinks')
    .select(['is_enabled', 'transaction_count', 'transaction_limit', 'expires_at'])
    .where('organization_id', '=', link.orgId)
    .where('environment', '=', link.environment)
    .where('id', '=', link.quicklinkId)
    .executeTakeFirst();
  if (!row) return { counted: false, reason: 'not_found' };
  if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) return { counted: false, reason: 'expired' };
  if (row.transaction_count >= row.transaction_limit) return { counted: false, reason: 'limit_reached' };
  return { counted: false, reason: 'disabled' };
}

/** The link an access token belongs to (any organisation and environment), or undefined when none has it (deleted, or never issued). */
export async function findQuickLinkByToken(db: Db, token: string): Promise<QuickLinkRecord | undefined> {
  const row = await db
    .selectFrom('quicklinks as q')
    .innerJoin('workflows as w', 'w.id', 'q.workflow_id')
    .select(columns)
    .where('q.access_token', '=', token)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Counts one opening of the hosted flow through the link. */
export async function countQuickLinkOpened(db: Db, id: string): Promise<void> {
  await db
    .updateTable('quicklinks')
    .set((eb) => ({ opened_count: eb('opened_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Outcomes that end a transaction: the decisions and ERROR. */
const COMPLETED_OUTCOMES = ['ACCEPTED', 'REJECTED', 'MANUAL_REVIEW', 'ERROR'];

export interface QuickLinkOutcomes {
  completedCount: number;
  outcomeCounts: Record<string, number>;
}

/**
 * The links' transactions by current outcome (from the transactions, which record their link), and
 * how many are completed (decided or ended in ERROR). Links without transactions are absent.
 */
export async function quickLinkOutcomes(db: Db, orgId: string, environment: Environment, ids: readonly string[]): Promise<Map<string, QuickLinkOutcomes>> {
  const result = new Map<string, QuickLinkOutcomes>();
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('transactions')
    .select(['quicklink_id', 'outcome', (eb) => eb.fn.countAll<number>().as('count')])
    .where('organization_id', '=', orgId)
    .where('environment', '=', environment)
    .where('quicklink_id', 'in', [...ids])
    .groupBy(['quicklink_id', 'outcome'])
    .execute();
  for (const row of rows) {
    if (!row.quicklink_id) continue;
    const entry = result.get(row.quicklink_id) ?? { completedCount: 0, outcomeCounts: {} };
    const count = Number(row.count);
    entry.outcomeCounts[row.outcome] = count;
    if (COMPLETED_OUTCOMES.includes(row.outcome)) entry.completedCount += count;
    result.set(row.quicklink_id, entry);
  }
  return result;
}

/** Gives back a transaction counted against a link by a run that was never recorded (the opposite of `countQuickLinkTransaction`). */
export async function uncountQuickLinkTransaction(db: Db, quicklinkId: string): Promise<void> {
  await db
    .updateTable('quicklinks')
    .set((eb) => ({ transaction_count: sql<number>`greatest(${eb.ref('transaction_count')} - 1, 0)` }))
    .where('id', '=', quicklinkId)
    .execute();
}
