import { fetchUsage, usageKey } from '~/lib/api';
import type { StartedSession } from '~/lib/session';

/** Asks for what the shell shows beside every page, the credit counter's usage, as the session arrives (ADR 0045). */
export function preloadShellData({ client, environment, permissions, preload }: StartedSession): void {
  // As the shell asks: usage needs read:metrics.
  if (permissions.has('read', 'metrics')) preload(usageKey(environment, environment.orgId), (key) => fetchUsage(client, key));
}
