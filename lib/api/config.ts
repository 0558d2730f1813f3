import type { Mode, Region } from '~/contract';

export type { Mode, Region };

export const REGIONS = ['in', 'us'] as const satisfies readonly Region[];
export const MODES = ['test', 'live'] as const satisfies readonly Mode[];
export const DEFAULT_REGION: Region = 'in';

export type ApiBaseMap = Readonly<Record<Region, Readonly<Record<Mode, string>>>>;

/**
 * Region × mode → API base (product-decisions.md, "Environments and hosts"). In the default
 * set-up every base is the local server: test mode its sandbox environment, live mode its live one.
 */
export const apiBases: ApiBaseMap = {
  in: { test: '/api/sandbox', live: '/api/live' },
  us: { test: '/api/sandbox', live: '/api/live' },
};

/** Base of the calls served outside the environments (`GET /health` → `/api/health`). */
export const PLATFORM_BASE = '/api';

export function apiBaseFor(region: Region, mode: Mode, bases: ApiBaseMap = apiBases): string {
  return bases[region][mode];
}
