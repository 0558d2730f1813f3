import type { Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { iso } from '../db/timestamps';

export type AuditEventView = components['schemas']['AuditEvent'];

export interface AuditRecord {
  orgId: string;
  actorUserId: string | null;
  action: string;
  target: { type: string; id?: string | null };
  environment: 'test' | 'live' | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * Writes an audit event outside an organisation call (routes of an organisation use `ctx.audit`):
 * organisation creation, a platform operator's approvals, the command-line tools.
 */
export async function recordAudit(db: Kysely<Database>, record: AuditRecord) {
  await db
    .insertInto('audit_events')
    .values({
      organization_id: record.orgId,
      actor_user_id: record.actorUserId,
      action: record.action,
      target_type: record.target.type,
      target_id: record.target.id ?? null,
      environment: record.environment,
      detail: json(record.detail ?? {}),
      ip: record.ip ?? null,
    })
    .execute();
}

export interface AuditQuery {
  limit: number;
  offset: number;
  from?: Date;
  to?: Date;
  search?: string;
  environment?: 'test' | 'live';
}

/** `%` and `_` (and the escape itself) match literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the organisation's audit events, newest first, and how many match in all. */
export async function listAuditEvents(db: Kysely<Database>, orgId: string, query: AuditQuery): Promise<{ data: AuditEventView[]; count: number }> {
  let base = db
    .selectFrom('audit_events')
    .leftJoin('users', 'users.id', 'audit_events.actor_user_id')
    .where('audit_events.organization_id', '=', orgId);
  if (query.from) base = base.where('audit_events.created_at', '>=', query.from);
  if (query.to) base = base.where('audit_events.created_at', '<=', query.to);
  if (query.environment) base = base.where('audit_events.environment', '=', query.environment);
  if (query.search) {
    const pattern = `%${likeLiteral(query.search)}%`;
    base = base.where((eb) => eb.or([eb('users.email', 'ilike', pattern), eb('audit_events.action', 'ilike', pattern)]));
  }
  const [rows, total] = await Promise.all([
    base
      .select([
        'audit_events.id',
        'audit_events.action',
        'audit_events.actor_user_id',
        'users.email',
        'audit_events.target_type',
        'audit_events.target_id',
        'audit_events.environment',
        'audit_events.ip',
        'audit_events.detail',
        'audit_events.created_at',
      ])
      .orderBy('audit_events.created_at', 'desc')
      .orderBy('audit_events.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.count),
    data: rows.map((r) => ({
      id: String(r.id),
      action: r.action,
      actorUserId: r.actor_user_id,
      actorEmail: r.email,
      targetType: r.target_type,
      targetId: r.target_id,
      environment: r.environment,
      ip: r.ip,
      detail: r.detail,
      createdAt: iso(r.created_at),
    })),
  };
}
