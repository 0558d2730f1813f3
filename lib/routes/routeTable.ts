import type { FeatureArea } from '~/lib/session/featureFlags';
import type { Action, PermissionArea, Resource } from '~/lib/session/permissions';

export type PermissionNeed =
  | { kind: 'area'; area: PermissionArea }
  | { kind: 'action'; action: Action; resource: Resource }
  | { kind: 'any'; resource: Resource };

/** Who may open a route: anyone (outside the session), any signed-in user, or a flag and a permission. */
export type RouteGuard =
  | { kind: 'public' }
  | { kind: 'always' }
  | { kind: 'redirect'; to: string }
  | { kind: 'guarded'; flag?: FeatureArea; need?: PermissionNeed };

export interface RouteEntry {
  /** react-router's pattern: `:name` is one segment, a trailing `*` anything beneath. */
  readonly path: string;
  readonly guard: RouteGuard;
  /** The header's title and subtitle while the route's page shows. */
  readonly title: string;
  readonly subtitle?: string;
}

const always = { kind: 'always' } as const;
const publicRoute = { kind: 'public' } as const;
const guarded = (flag?: FeatureArea, need?: PermissionNeed) => ({ kind: 'guarded', flag, need }) as const;
const workflowsGuard = guarded('workflows', { kind: 'area', area: 'workflows' });
const capabilitiesGuard = guarded('customCapabilities', { kind: 'area', area: 'capabilities' });
const reportsGuard = guarded('transactions', { kind: 'area', area: 'transactions' });
// Creating needs the create permission, not only some permission on the area (a sales user reads).
const workflowCreateGuard = guarded('workflows', { kind: 'action', action: 'create', resource: 'workflows' });
const capabilityCreateGuard = guarded('customCapabilities', { kind: 'action', action: 'create', resource: 'capabilities' });
const webhooksGuard = guarded(undefined, { kind: 'any', resource: 'webhooks' });

/**
 * Every route of documents 1 to 3 (document 1 section 2.1, document 2 section 2.1, document 3
 * section 2), once. The router gives each entry its page and applies its guard; route access,
 * the links of every feature and `href()` read this table.
 */
export const routeTable = {
  root: { path: '/', guard: { kind: 'redirect', to: '/home' }, title: 'Home' },
  login: { path: '/login', guard: publicRoute, title: 'Sign in' },
  verified: { path: '/verified', guard: publicRoute, title: 'Verified' },
  home: { path: '/home', guard: always, title: 'Home', subtitle: 'Build, try and launch your verification workflows' },
  dashboard: { path: '/dashboard', guard: always, title: 'Dashboard' },
  settings: { path: '/settings', guard: always, title: 'Settings' },
  billing: { path: '/settings/billing', guard: always, title: 'Billing' },
  /** Document 3 says 'always available'; the list needs read:workflows on the server (ADR 0022). */
  quicklinks: { path: '/quicklinks', guard: guarded(undefined, { kind: 'action', action: 'read', resource: 'workflows' }), title: 'QuickLinks' },
  webhooks: { path: '/webhooks', guard: webhooksGuard, title: 'Webhooks' },
  webhookDetail: { path: '/webhooks/:webhookId', guard: webhooksGuard, title: 'Webhooks' },
  faqs: { path: '/faqs', guard: always, title: 'FAQs' },
  chatbot: { path: '/gen-ai-chatbot', guard: always, title: 'AI Chatbot' },
  apiLogs: { path: '/logs/api-logs', guard: always, title: 'API Logs' },
  audits: { path: '/logs/audits', guard: guarded(undefined, { kind: 'action', action: 'read', resource: 'organization' }), title: 'Audit Log', subtitle: 'Who did what, when and from where' },
  sessions: { path: '/logs/sessions', guard: always, title: 'Sessions' },
  apiKeys: {
    path: '/admin/api-keys',
    guard: guarded(undefined, { kind: 'any', resource: 'credential' }),
    title: 'API Keys',
    subtitle: 'Keys your applications call the API with, per mode',
  },
  users: {
    path: '/admin/users',
    guard: guarded(undefined, { kind: 'action', action: 'read', resource: 'member' }),
    title: 'Team',
    subtitle: 'Members of your organisation and their roles',
  },
  deviceReports: { path: '/reports/device', guard: always, title: 'Device Reports' },
  reports: { path: '/reports', guard: reportsGuard, title: 'Usage Logs' },
  reportTransaction: { path: '/reports/:transactionId', guard: reportsGuard, title: 'Usage Logs' },
  reportWorkflow: { path: '/reports/workflows/:transactionId', guard: reportsGuard, title: 'Usage Logs' },
  reportTemplate: { path: '/reports/templates/:transactionId', guard: reportsGuard, title: 'Usage Logs' },
  workflows: { path: '/workflows', guard: workflowsGuard, title: 'Workflows' },
  myWorkflows: { path: '/workflows/my-workflows', guard: workflowsGuard, title: 'Workflows' },
  templates: { path: '/workflows/templates', guard: workflowsGuard, title: 'Workflows' },
  workflowCreate: { path: '/workflows/create', guard: workflowCreateGuard, title: 'Workflows' },
  workflowEdit: { path: '/workflows/:workflowId/edit', guard: workflowsGuard, title: 'Workflows' },
  workflowDuplicate: { path: '/workflows/:workflowId/duplicate', guard: workflowsGuard, title: 'Workflows' },
  /** The older generation's builder address; opens the current editor of that workflow. */
  legacyWorkflowCreate: { path: '/workflows/:workflowId/create', guard: workflowsGuard, title: 'Workflows' },
  templateEdit: { path: '/workflows/templates/:templateId/edit', guard: workflowsGuard, title: 'Workflows' },
  /** Any other path under /workflows shows the tabs (document 2 section 2.1). */
  workflowsOther: { path: '/workflows/*', guard: workflowsGuard, title: 'Workflows' },
  capabilities: { path: '/capabilities', guard: capabilitiesGuard, title: 'Capabilities' },
  capabilityCreate: { path: '/capabilities/create', guard: capabilityCreateGuard, title: 'Capabilities' },
  capabilityEdit: { path: '/capabilities/:capabilityId/edit', guard: capabilitiesGuard, title: 'Capabilities' },
  entities: { path: '/entities', guard: guarded('entities'), title: 'Entities' },
  entityDetail: { path: '/entities/:entityId', guard: guarded('entities'), title: 'Entities' },
  insights: { path: '/insights', guard: guarded('insights'), title: 'Insights' },
  blocklists: { path: '/blocklists', guard: guarded('lists', { kind: 'action', action: 'read', resource: 'evaluation' }), title: 'Lists' },
  bulkQuery: { path: '/bulk-query', guard: guarded('bulkVerification', { kind: 'area', area: 'bulkQuery' }), title: 'Bulk Query' },
  demos: { path: '/demos', guard: guarded('demo'), title: 'Demo' },
  documentation: { path: '/documentation', guard: guarded('docs', { kind: 'area', area: 'docs' }), title: 'API Explorer' },
  tryOut: { path: '/docs/try-out/:category/:apiName', guard: always, title: 'API Explorer' },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof routeTable;
