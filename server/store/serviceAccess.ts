import type { Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { newHexId } from '../db/ids';
import { iso } from '../db/timestamps';

export type ServiceApprovalRequestView = components['schemas']['ServiceApprovalRequest'];

/** One access request as the merchant service strategies need it. */
export interface ServiceAccessRequest {
  endpoint: string;
  accessStatus: 'pending' | 'approved';
  docLink: string;
  requestedAt: string;
}

const columns = ['id', 'service_endpoint', 'doc_link', 'status', 'created_at'] as const;

function view(row: { id: string; service_endpoint: string; doc_link: string; status: 'pending' | 'approved'; created_at: Date }): ServiceApprovalRequestView {
  return { requestId: row.id, serviceEndpoint: row.service_endpoint, docLink: row.doc_link, accessStatus: row.status, createdAt: iso(row.created_at) };
}

/**
 * The organisation's access requests for verification services, oldest first: the `strategies`
 * of GET /merchant-service-strategies (endpoint, accessStatus pending or approved).
 */
export async function serviceAccessRequests(db: Kysely<Database>, orgId: string): Promise<ServiceAccessRequest[]> {
  const rows = await db.selectFrom('service_access_requests').select(columns).where('organization_id', '=', orgId).orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ endpoint: r.service_endpoint, accessStatus: r.status, docLink: r.doc_link, requestedAt: iso(r.created_at) }));
}

export type RaiseResult = { ok: true; request: ServiceApprovalRequestView } | { ok: false; reason: 'pending' | 'approved' };

/** Stores a pending request of the organisation for the endpoint; refuses a second one. */
export async function raiseServiceAccessRequest(
  db: Kysely<Database>,
  input: { orgId: string; serviceEndpoint: string; docLink: string; requestedBy: string | null },
): Promise<RaiseResult> {
  const existing = await db
    .selectFrom('service_access_requests')
    .select('status')
    .where('organization_id', '=', input.orgId)
    .where('service_endpoint', '=', input.serviceEndpoint)
    .executeTakeFirst();
  if (existing) return { ok: false, reason: existing.status };
  try {
    const row = await db
      .insertInto('service_access_requests')
      .values({ id: newHexId('sar'), organization_id: input.orgId, service_endpoint: input.serviceEndpoint, doc_link: input.docLink, requested_by: input.requestedBy })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return { ok: true, request: view(row) };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'pending' };
    throw error;
  }
}

/** A platform operator's grant of access (no route yet; for the catalogue helper and commands). */
export async function approveServiceAccess(db: Kysely<Database>, orgId: string, serviceEndpoint: string): Promise<boolean> {
  const row = await db
    .updateTable('service_access_requests')
    .set({ status: 'approved', decided_at: new Date() })
    .where('organization_id', '=', orgId)
    .where('service_endpoint', '=', serviceEndpoint)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
