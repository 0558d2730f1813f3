import type { components } from '~/contract';

type CapabilitySummary = components['schemas']['CapabilitySummary'];

/**
 * The capabilities the Add Action menu offers (document 2 section 5.5): active ones whose
 * plansWithAccess holds the current plan (free when there is no active subscription), by name.
 */
export function offeredCapabilities(capabilities: readonly CapabilitySummary[], planId: string | null): CapabilitySummary[] {
  const plan = planId ?? 'free';
  return capabilities.filter((c) => c.active && c.plansWithAccess.includes(plan as CapabilitySummary['plansWithAccess'][number])).sort((a, b) => a.name.localeCompare(b.name));
}
