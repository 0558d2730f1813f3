import type { RouteSpec } from '../http/route';
import { hostedConfigRoutes } from './workflows/hostedConfig';
import { quickLinkRoutes } from './workflows/quicklinks';
import { runTransactionRoute } from './workflows/runTransaction';
import { templateRoutes } from './workflows/templates';
import { transactionRoutes } from './workflows/transactions';
import { workflowRoutes } from './workflows/workflows';

/** The workflows area: workflows and versions, templates, input details, hosted config, QuickLinks, transactions and their runs. */
export const workflowsRoutes: RouteSpec[] = [...workflowRoutes, ...templateRoutes, ...hostedConfigRoutes, ...quickLinkRoutes, ...transactionRoutes, runTransactionRoute];
