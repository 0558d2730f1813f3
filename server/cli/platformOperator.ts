/**
 * Makes an existing user a platform operator (or, with --revoke, no longer one):
 *   node --import tsx server/cli/platformOperator.ts <email> [--revoke]
 * Platform operators may call /api/admin/... (approve live mode, complete payment orders).
 */
import { sql } from 'kysely';
import { isMain, runCommand, type CommandOptions } from './database';

export async function platformOperatorCommand(args: readonly string[], options: CommandOptions = {}): Promise<number> {
  const out = options.out ?? console.log;
  const email = args.find((a) => !a.startsWith('--'));
  const revoke = args.includes('--revoke');
  if (!email || args.length > 2 || args.some((a) => a.startsWith('--') && a !== '--revoke')) {
    out('Usage: node --import tsx server/cli/platformOperator.ts <email> [--revoke]');
    return 2;
  }
  return runCommand(async ({ db }) => {
    const row = await db
      .updateTable('users')
      .set({ is_platform_operator: !revoke })
      .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      out(`No user with the e-mail ${email}.`);
      return 1;
    }
    out(revoke ? `${email} is no longer a platform operator.` : `${email} is now a platform operator.`);
    return 0;
  }, options);
}

if (isMain(import.meta.url)) process.exitCode = await platformOperatorCommand(process.argv.slice(2));
