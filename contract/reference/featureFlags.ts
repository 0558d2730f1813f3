import type { components } from '../types.gen';

type Schemas = components['schemas'];
type FeatureFlags = Schemas['FeatureFlags'];
type FeatureArea = keyof FeatureFlags;

/** Keyed by the contract's areas, so that an area added there must be listed here. */
const AREAS: Readonly<Record<FeatureArea, true>> = {
  workflows: true,
  entities: true,
  lists: true,
  bulkVerification: true,
  customCapabilities: true,
  insights: true,
  demo: true,
  docs: true,
  transactions: true,
};

/** The feature areas of the contract, in its order. */
export const FEATURE_AREAS = Object.keys(AREAS) as readonly FeatureArea[];

/**
 * A new organisation's feature flags (product-decisions.md): every area on, except bulk
 * verification in region us. A fresh object each call, safe to change.
 */
export function defaultFeatureFlags(region: Schemas['Region']): FeatureFlags {
  const flags = Object.fromEntries(FEATURE_AREAS.map((area) => [area, { read: true, write: true, delete: true }])) as FeatureFlags;
  if (region === 'us') flags.bulkVerification = { read: false, write: false, delete: false };
  return flags;
}
