import type { Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { BASE_CATEGORIES, planCategories } from '~/contract/reference';
import { SERVICES, serviceEndpoint } from '../../services/catalogue';
import { buildApiCatalogue } from '../../services/catalogue/apiDocument';
import { subscriptionOf } from '../../store/capabilities';
import { serviceAccessRequests } from '../../store/serviceAccess';

type MerchantServiceData = components['schemas']['MerchantServiceData'];

let catalogueDocument: components['schemas']['ApiCatalogue'] | undefined;

/**
 * The organisation's service data: endpoints every plan includes (v1), endpoints its plan includes
 * (approved), and its access requests (pending, or approved by a platform operator).
 */
export async function merchantServiceData(db: Kysely<Database>, orgId: string): Promise<MerchantServiceData> {
  const subscription = await subscriptionOf(db, orgId);
  const included = planCategories(subscription.active ? subscription.planId : 'free');
  const strategies = new Map<string, 'approved' | 'pending'>();
  for (const service of SERVICES) {
    if (included.includes(service.category) && !BASE_CATEGORIES.includes(service.category)) strategies.set(serviceEndpoint(service), 'approved');
  }
  for (const request of await serviceAccessRequests(db, orgId)) {
    if (strategies.get(request.endpoint) !== 'approved') strategies.set(request.endpoint, request.accessStatus);
  }
  return {
    v1Services: SERVICES.filter((service) => BASE_CATEGORIES.includes(service.category)).map((service) => ({ endpoint: serviceEndpoint(service) })),
    strategies: [...strategies].map(([endpoint, accessStatus]) => ({ endpoint, accessStatus })),
    pricing: SERVICES.map((service) => ({ endpoint: serviceEndpoint(service), price: service.price })),
  };
}

/** The API explorer's catalogue document and the organisation's access to it. */
export const explorerRoutes = [
  route({
    operationId: 'getMerchantServiceStrategies',
    access: 'read:v2-services',
    async handler({ query, ctx }) {
      if (query.merchantId !== ctx.orgId) {
        throw forbidden('merchantId must be the organisation of the X-Veriflow-Auth-Org-ID header', `Ask for merchantId=${ctx.orgId}, or switch organisation.`);
      }
      return { status: 200, body: await merchantServiceData(ctx.db, ctx.orgId) };
    },
  }),
  route({
    operationId: 'getApiCatalogue',
    access: 'read:v2-services',
    async handler() {
      catalogueDocument ??= buildApiCatalogue();
      return { status: 200, body: catalogueDocument };
    },
  }),
];
