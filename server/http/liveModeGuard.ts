import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { organizationSettings } from '../store/liveMode';
import { forbidden } from './errors';
import type { Environment } from './context';

/** Live-mode calls that spend credits need the organisation's live mode approved (product-decisions.md). */
export async function requireLiveEnabled(ctx: { db: Kysely<Database>; orgId: string; environment: Environment }) {
  if (ctx.environment !== 'live') return;
  const settings = await organizationSettings(ctx.db, ctx.orgId);
  if (!settings?.isLiveEnabled) throw forbidden('Live mode is not enabled for this organisation', 'Request live mode and wait for its approval, or call the sandbox (test mode).');
}
