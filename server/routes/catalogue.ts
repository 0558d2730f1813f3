import type { RouteSpec } from '../http/route';
import { capabilityRoutes } from './catalogue/capabilities';
import { explorerRoutes } from './catalogue/explorer';
import { referenceRoutes } from './catalogue/reference';
import { supplierRoutes } from './catalogue/suppliers';

/**
 * The verification catalogue (services, plans, subscription), the builder's reference data
 * (input attributes, operators, classifiers, option lists), capabilities, and the API explorer's
 * catalogue document and merchant service data.
 */
export const catalogueRoutes: RouteSpec[] = [...supplierRoutes, ...referenceRoutes, ...capabilityRoutes, ...explorerRoutes];
