import type { components } from '../types.gen';
import { GEOGRAPHIES } from './options';

type Schemas = components['schemas'];
type Geography = Schemas['Geography'];
type Plan = Schemas['Plan'];
type PlanId = Schemas['PlanId'];
type ServiceCategory = Schemas['ServiceCategory'];

interface Tier {
  id: PlanId;
  name: string;
  description: string;
  features: readonly string[];
  /** Service categories whose APIs the plan includes (approved without an access request). */
  categories: readonly ServiceCategory[];
}

const TIERS: readonly Tier[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try the sandbox and the basic risk signals.',
    features: ['Contact and risk signals', '100 free calls', 'Community support'],
    categories: ['contact', 'risk'],
  },
  {
    id: 'growth',
    name: 'Growth',
    description: 'Identity, bank and document checks for growing businesses.',
    features: ['Everything in Free', 'Identity, bank and document APIs', 'Capabilities built for Growth', 'Email support'],
    categories: ['contact', 'risk', 'identity', 'bank', 'document'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'Every API, with biometrics, business and compliance screening.',
    features: ['Everything in Growth', 'Biometrics, business and compliance APIs', 'All capabilities', 'Dedicated support'],
    categories: ['contact', 'risk', 'identity', 'bank', 'document', 'biometric', 'business', 'compliance'],
  },
];

const PRICING: Readonly<Record<Geography, { currency: Plan['currency']; monthly: readonly [number, number, number]; credits: readonly [number, number, number] }>> = {
  in: { currency: 'INR', monthly: [0, 24999, 199999], credits: [100, 25000, 250000] },
  id: { currency: 'IDR', monthly: [0, 4999000, 39999000], credits: [100, 25000, 250000] },
  us: { currency: 'USD', monthly: [0, 299, 2499], credits: [100, 25000, 250000] },
  uk: { currency: 'GBP', monthly: [0, 249, 1999], credits: [100, 25000, 250000] },
  ph: { currency: 'PHP', monthly: [0, 16999, 139999], credits: [100, 25000, 250000] },
};

/** Free, growth and enterprise for each geography (product-decisions.md, "Option lists"). */
export const PLANS: readonly Plan[] = GEOGRAPHIES.flatMap(({ value: geography }) =>
  TIERS.map((tier, index) => ({
    id: tier.id,
    name: tier.name,
    geography,
    description: tier.description,
    currency: PRICING[geography].currency,
    monthlyPrice: PRICING[geography].monthly[index] ?? 0,
    includedCredits: PRICING[geography].credits[index] ?? 0,
    features: [...tier.features],
  })),
);

export const DEFAULT_PLAN_ID: PlanId = 'free';

export function findPlan(id: PlanId, geography: Geography): Plan | undefined {
  return PLANS.find((plan) => plan.id === id && plan.geography === geography);
}

/** The service categories a plan includes. */
export function planCategories(id: PlanId): readonly ServiceCategory[] {
  return TIERS.find((tier) => tier.id === id)?.categories ?? [];
}

/** The categories every plan includes: their APIs are the explorer's v1 services. */
export const BASE_CATEGORIES: readonly ServiceCategory[] = TIERS[0]?.categories ?? [];
