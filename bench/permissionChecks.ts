import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { ACTIONS, RESOURCES, ROLE_PERMISSIONS, createPermissionSet, type Role } from '../lib/session/permissions.ts';
import type { BenchResult } from './run.ts';

/** Rate of `fn` over `rounds` calls, best of five runs, after a warm-up. */
function rate(fn: () => number, rounds: number): number {
  fn();
  let best = 0;
  for (let run = 0; run < 5; run += 1) {
    const start = process.hrtime.bigint();
    let sink = 0;
    for (let i = 0; i < rounds; i += 1) sink += fn();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    if (sink < 0) throw new Error('unreachable');
    best = Math.max(best, rounds / seconds);
  }
  return best;
}

/** The role's grants (`action:resource`, `*:resource`) as CASL rules: `*` is CASL's `manage` (any action). */
function caslAbility(grants: readonly string[]): MongoAbility {
  return createMongoAbility(
    grants.map((grant) => {
      const [action = '', subject = ''] = grant.split(':');
      return { action: action === '*' ? 'manage' : action, subject };
    }),
  );
}

/**
 * The shell asks permission questions on every render (sidebar, menus, guards). Ours: the
 * precomputed permission set. Peer: CASL (@casl/ability), the usual JavaScript authorisation
 * library, holding the same grants as rules; both answer every question of every role alike
 * (checked before timing).
 */
export function permissionChecks(): BenchResult {
  const questions = RESOURCES.flatMap((resource) => ACTIONS.map((action) => [action, resource] as const));
  for (const [role, grants] of Object.entries(ROLE_PERMISSIONS) as [Role, readonly string[]][]) {
    const [set, ability] = [createPermissionSet(grants), caslAbility(grants)];
    const differing = questions.filter(([a, r]) => set.has(a, r) !== ability.can(a, r));
    if (differing.length > 0) throw new Error(`permission checks: CASL and ours differ for ${role} on ${differing.map(([a, r]) => `${a}:${r}`).join(', ')}`);
  }
  const grants = ROLE_PERMISSIONS.member;
  const set = createPermissionSet(grants, { superAdmin: false });
  const ability = caslAbility(grants);
  const ours = rate(() => questions.reduce((n, [a, r]) => n + (set.has(a, r) ? 1 : 0), 0), 2000);
  const peer = rate(() => questions.reduce((n, [a, r]) => n + (ability.can(a, r) ? 1 : 0), 0), 2000);
  return { name: `permission checks (${questions.length} questions per op, member role, same answers)`, oursPerSecond: ours, peerPerSecond: peer, peer: '@casl/ability 7.0.1 holding the same grants' };
}
