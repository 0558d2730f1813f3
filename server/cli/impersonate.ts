/**
 * A platform operator's one-time link into an organisation as super admin (ADR 0010):
 *   node --import tsx server/cli/impersonate.ts <operator-email> <orgId>
 * Prints the console address (valid 5 minutes, usable once), like
 * POST /api/admin/organizations/{orgId}/impersonation. Works while the server runs on PostgreSQL;
 * with the embedded database, use the endpoint (or stop the server first).
 */
import { sql } from 'kysely';
import { issueImpersonationToken } from '../auth/impersonation';
import { configFromEnv } from '../config';
import { recordAudit } from '../store/audit';
import { isMain, runCommand, type CommandOptions } from './database';

export async function impersonateCommand(args: readonly string[], options: CommandOptions & { publicUrl?: string } = {}): Promise<number> {
  const out = options.out ?? console.log;
  const [email, orgId] = args;
  if (!email || !orgId || args.length !== 2) {
    out('Usage: node --import tsx server/cli/impersonate.ts <operator-email> <orgId>');
    return 2;
  }
  return runCommand(async ({ db }) => {
    const operator = await db
      .selectFrom('users')
      .select(['id', 'is_platform_operator', 'disabled'])
      .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
      .executeTakeFirst();
    if (!operator?.is_platform_operator || operator.disabled) {
      out(`${email} is not a platform operator (server/cli/platformOperator.ts makes one).`);
      return 1;
    }
    const org = await db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst();
    if (!org) {
      out(`No organisation ${orgId}.`);
      return 1;
    }
    const { authToken, expiresAt } = await issueImpersonationToken(db, operator.id, org.id);
    await recordAudit(db, { orgId: org.id, actorUserId: operator.id, action: 'impersonation.token_issued', target: { type: 'organization', id: org.id }, environment: null, detail: { via: 'cli' } });
    const publicUrl = options.publicUrl ?? configFromEnv().publicUrl;
    out(`${publicUrl}/home?${new URLSearchParams({ authToken, orgId: org.id }).toString()}`);
    out(`Open it within 5 minutes (until ${expiresAt.toISOString()}); it works once.`);
    return 0;
  }, options);
}

if (isMain(import.meta.url)) process.exitCode = await impersonateCommand(process.argv.slice(2));
