import { ACTIONS, RESOURCES, ROLE_PERMISSIONS, createPermissionSet } from '../lib/session/permissions.ts';
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

/**
 * The shell asks permission questions on every render (sidebar, menus, guards). Ours: the
 * precomputed permission set. Peer: the straightforward check that scans the grant strings.
 */
export function permissionChecks(): BenchResult {
  const grants = ROLE_PERMISSIONS.member;
  const set = createPermissionSet(grants, { superAdmin: false });
  const questions = RESOURCES.flatMap((resource) => ACTIONS.map((action) => [action, resource] as const));
  const scan = (action: string, resource: string) => grants.includes(`${action}:${resource}`) || grants.includes(`*:${resource}`);

  const ours = rate(() => questions.reduce((n, [a, r]) => n + (set.has(a, r) ? 1 : 0), 0), 2000);
  const peer = rate(() => questions.reduce((n, [a, r]) => n + (scan(a, r) ? 1 : 0), 0), 2000);
  return { name: `permission checks (${questions.length} questions per op, member role)`, oursPerSecond: ours, peerPerSecond: peer, peer: 'scan of grant strings' };
}
