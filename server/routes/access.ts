import type { RouteSpec } from '../http/route';
import { auditRoutes } from './access/audit';
import { credentialRoutes } from './access/credentials';
import { impersonationRoutes } from './access/impersonation';
import { memberRoutes } from './access/members';
import { organizationRoutes } from './access/organization';
import { paymentRoutes } from './access/payments';
import { serviceRoutes } from './access/services';

/**
 * The access area: organisation settings, usage and go-live, onboarding, API keys, members and
 * invitations, the audit log, payments, service access requests and the platform operator's calls.
 */
export const accessRoutes: RouteSpec[] = [...organizationRoutes, ...credentialRoutes, ...memberRoutes, ...auditRoutes, ...paymentRoutes, ...serviceRoutes, ...impersonationRoutes];
