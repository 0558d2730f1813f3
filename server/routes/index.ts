import type { RouteSpec } from '../http/route';
import { accessRoutes } from './access';
import { assistantRoutes } from './assistant';
import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { dataRoutes } from './data';
import { hostedRoutes } from './hosted';
import { listsRoutes } from './lists';
import { verificationRoutes } from './verifications';
import { workflowsRoutes } from './workflows';

/** Every route of the platform API; each area keeps its list in routes/<area>.ts. */
export const apiRoutes: readonly RouteSpec[] = [...authRoutes, ...accessRoutes, ...catalogueRoutes, ...workflowsRoutes, ...dataRoutes, ...hostedRoutes, ...listsRoutes, ...assistantRoutes, ...verificationRoutes];
