import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { PLANS } from '~/contract/reference';
import { findService, SERVICES, toSupplier, toSupplierInputOutput } from '../../services/catalogue';
import { subscriptionOf } from '../../store/capabilities';

const MAX_SUPPLIER_IDS = 50;

/** Parses `supplierList`: a JSON list of 1 to 50 service ids; anything else is a 400 saying what is wrong. */
export function parseSupplierList(raw: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('query.supplierList is not valid JSON', 'Send a JSON list of service ids, e.g. ["pan-verification","name-match"].');
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_SUPPLIER_IDS) {
    throw badRequest(`query.supplierList must be a JSON list of 1 to ${MAX_SUPPLIER_IDS} service ids`, 'For example ["pan-verification","name-match"].');
  }
  if (!value.every((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 100)) {
    throw badRequest('query.supplierList must hold only service ids (non-empty strings of at most 100 characters)');
  }
  return [...new Set(value)];
}

/**
 * The sandbox service catalogue, its plans and the organisation's subscription. The services are
 * what `v2-services` names in the role table (sales reads them, to see a workflow's service
 * nodes); plans and the subscription decide which capabilities are offered, so they need
 * `read:capabilities`. The unassigned role reads none of them (issue 18, item 8).
 */
export const supplierRoutes = [
  route({
    operationId: 'listSuppliers',
    access: 'read:v2-services',
    async handler({ query }) {
      const term = query.searchTerm?.trim().toLowerCase();
      const suppliers = SERVICES.filter(
        (service) =>
          (!query.category || service.category === query.category) &&
          (!query.country || service.countries.includes(query.country) || service.countries.includes('GLOBAL')) &&
          (!term || [service.displayName, service.apiName, service.id, service.category, service.label].some((text) => text.toLowerCase().includes(term))),
      ).map(toSupplier);
      return { status: 200, body: { suppliers, count: suppliers.length } };
    },
  }),
  route({
    operationId: 'getSupplierInputOutput',
    access: 'read:v2-services',
    async handler({ query }) {
      const ids = parseSupplierList(query.supplierList);
      const suppliers = [];
      const missing: string[] = [];
      for (const id of ids) {
        const service = findService(id);
        if (service) suppliers.push(toSupplierInputOutput(service));
        else missing.push(id);
      }
      return { status: 200, body: { suppliers, missing } };
    },
  }),
  route({
    operationId: 'getSubscription',
    access: 'read:capabilities',
    async handler({ ctx }) {
      return { status: 200, body: await subscriptionOf(ctx.db, ctx.orgId) };
    },
  }),
  route({
    operationId: 'listPlans',
    access: 'read:capabilities',
    async handler({ query }) {
      return { status: 200, body: { plans: PLANS.filter((plan) => !query.geography || plan.geography === query.geography) } };
    },
  }),
];
