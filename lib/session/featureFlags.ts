import type {
  FeatureArea as ContractFeatureArea,
  FeatureFlag as ContractFeatureFlag,
  FeatureFlags as ContractFeatureFlags,
  Region as ContractRegion,
} from '~/contract';
import { FEATURE_AREAS, defaultFeatureFlags } from '~/contract/reference/featureFlags';

export type FeatureArea = ContractFeatureArea;

export { FEATURE_AREAS, defaultFeatureFlags };

export const FLAG_ACCESSES = ['read', 'write', 'delete'] as const satisfies readonly (keyof ContractFeatureFlag)[];
export type FlagAccess = (typeof FLAG_ACCESSES)[number];

export type AreaFlags = ContractFeatureFlag;
export type FeatureFlags = ContractFeatureFlags;

/** Flags as the API sends them: any area or access may be missing; unknown areas are ignored. */
export type RawFeatureFlags = { readonly [area: string]: Partial<AreaFlags> | null | undefined };

export type Region = ContractRegion;

/** Region `in` is the default; anything other than `us` reads as `in`. */
export function normalizeRegion(value: unknown): Region {
  return value === 'us' ? 'us' : 'in';
}

const featureAreaSet: ReadonlySet<string> = new Set(FEATURE_AREAS);

export function isFeatureArea(value: string): value is FeatureArea {
  return featureAreaSet.has(value);
}

const allOn = (): AreaFlags => ({ read: true, write: true, delete: true });

/** Merges the API's flags over the region defaults; transactions read and every lists flag stay on. */
export function resolveFeatureFlags(raw: RawFeatureFlags | null | undefined, region: Region): FeatureFlags {
  const flags = defaultFeatureFlags(region);
  for (const area of FEATURE_AREAS) {
    const given = raw?.[area];
    if (!given || typeof given !== 'object') continue;
    for (const access of FLAG_ACCESSES) {
      const value = given[access];
      if (typeof value === 'boolean') flags[area][access] = value;
    }
  }
  flags.transactions.read = true;
  flags.lists = allOn();
  return flags;
}

export function flagAllows(flags: FeatureFlags, area: FeatureArea, access: FlagAccess): boolean {
  return flags[area][access];
}

/** Sidebar rule of document 1 section 2.2: visible when the item's flag is absent or allows read. */
export function navItemVisible(flags: RawFeatureFlags | null | undefined, flagId: string | undefined): boolean {
  if (!flagId || !isFeatureArea(flagId)) return true;
  const area = flags?.[flagId];
  if (!area || typeof area.read !== 'boolean') return true;
  return area.read;
}
