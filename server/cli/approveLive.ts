/**
 * A platform operator's go-live approval from the command line:
 *   node --import tsx server/cli/approveLive.ts <orgId>
 * Sets liveStatus APPROVED, live enabled and whitelisted (like POST /api/admin/organizations/{orgId}/approve-live).
 */
import { recordAudit } from '../store/audit';
import { approveLiveMode } from '../store/liveMode';
import { isMain, runCommand, type CommandOptions } from './database';

export async function approveLiveCommand(args: readonly string[], options: CommandOptions = {}): Promise<number> {
  const out = options.out ?? console.log;
  const [orgId] = args;
  if (!orgId || args.length !== 1) {
    out('Usage: node --import tsx server/cli/approveLive.ts <orgId>');
    return 2;
  }
  return runCommand(async ({ db }) => {
    const approval = await approveLiveMode(db, orgId);
    if (!approval) {
      out(`No organisation ${orgId}.`);
      return 1;
    }
    await recordAudit(db, { orgId, actorUserId: null, action: 'organization.live_approved', target: { type: 'organization', id: orgId }, environment: null, detail: { via: 'cli' } });
    out(`Approved live mode for ${orgId}: liveStatus ${approval.liveStatus}, live enabled, whitelisted.`);
    return 0;
  }, options);
}

if (isMain(import.meta.url)) process.exitCode = await approveLiveCommand(process.argv.slice(2));
