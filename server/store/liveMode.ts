import { inTransaction } from '../db/transactions';
import type { Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';
import { newHexId } from '../db/ids';
import { NotAllowedError } from '../errors';
import { defaultFeatureFlags } from './organizations';
import { ensureUsageAccount } from './usage';

type Schemas = components['schemas'];
export type OrganizationSettingsView = Schemas['OrganizationSettings'];
export type LiveApprovalView = Schemas['LiveApproval'];

/** Live-mode, billing and feature-flag settings of the organisation, or undefined when there is none. */
export async function organizationSettings(db: Kysely<Database>, orgId: string): Promise<OrganizationSettingsView | undefined> {
  const org = await db
    .selectFrom('organizations')
    .select(['region', 'is_live_enabled', 'live_status', 'merchant_payment_type', 'is_whitelisted', 'feature_flags'])
    .where('id', '=', orgId)
    .executeTakeFirst();
  if (!org) return undefined;
  const prepaid = org.merchant_payment_type === 'prepaid';
  return {
    isLiveEnabled: org.is_live_enabled,
    liveStatus: org.live_status ?? 'NOT_REQUESTED',
    merchantPaymentType: org.merchant_payment_type,
    feature_flag: { ...defaultFeatureFlags(org.region), ...org.feature_flags },
    isWhitelisted: org.is_whitelisted,
    isPrepaidAccount: prepaid,
    isPostpaidAccount: !prepaid,
  };
}

/** Live-mode calls that spend credits need the organisation's live mode approved (product-decisions.md). */
export async function requireLiveEnabled(ctx: { db: Kysely<Database>; orgId: string; environment: 'test' | 'live' }): Promise<void> {
  if (ctx.environment !== 'live') return;
  const settings = await organizationSettings(ctx.db, ctx.orgId);
  if (!settings?.isLiveEnabled) {
    throw new NotAllowedError('Live mode is not enabled for this organisation', 'Request live mode and wait for its approval, or call the sandbox (test mode).');
  }
}

export type LiveRequestResult = { ok: true; requestId: string } | { ok: false; reason: 'PENDING' | 'APPROVED' | 'not_found' };

/** Records a go-live request and sets liveStatus PENDING; refuses when one is pending or live is approved. */
export async function requestLiveMode(
  db: Kysely<Database>,
  orgId: string,
  request: Schemas['LiveModeRequest'],
  requestedBy: string | null,
): Promise<LiveRequestResult> {
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('organizations')
      .set({ live_status: 'PENDING', updated_at: new Date() })
      .where('id', '=', orgId)
      .where('live_status', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const org = await trx.selectFrom('organizations').select('live_status').where('id', '=', orgId).executeTakeFirst();
      return { ok: false, reason: org?.live_status ?? 'not_found' };
    }
    const id = newHexId('live');
    await trx
      .insertInto('live_mode_requests')
      .values({
        id,
        organization_id: orgId,
        company_name: request.companyName,
        pan: request.pan,
        gst_number: request.gstNumber ?? null,
        state: request.state,
        city: request.city,
        zip_code: request.zipCode,
        requested_by: requestedBy,
      })
      .execute();
    return { ok: true, requestId: id };
  });
}

/**
 * A platform operator's approval: liveStatus APPROVED, live enabled and whitelisted; a pending
 * request is marked approved. Approving again answers the same. Undefined when there is no such
 * organisation.
 */
export async function approveLiveMode(db: Kysely<Database>, orgId: string, now: Date = new Date()): Promise<LiveApprovalView | undefined> {
  return inTransaction(db, async (trx) => {
    const org = await trx
      .updateTable('organizations')
      .set({ live_status: 'APPROVED', is_live_enabled: true, is_whitelisted: true, updated_at: now })
      .where('id', '=', orgId)
      .returning(['id', 'live_status', 'is_live_enabled', 'is_whitelisted'])
      .executeTakeFirst();
    if (!org) return undefined;
    await trx
      .updateTable('live_mode_requests')
      .set({ status: 'approved', decided_at: now })
      .where('organization_id', '=', orgId)
      .where('status', '=', 'pending')
      .execute();
    await ensureUsageAccount(trx, orgId, 'live', now);
    return { organizationId: org.id, liveStatus: org.live_status ?? 'NOT_REQUESTED', isLiveEnabled: org.is_live_enabled, isWhitelisted: org.is_whitelisted };
  });
}
