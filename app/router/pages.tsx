import type { ReactNode } from 'react';
import type { RouteId } from '~/lib/routes';
import type { PageDataPreload } from '~/lib/session';
import { LegacyWorkflowRedirect } from './LegacyWorkflowRedirect';

/** A page as its route loads it, with its preloader if it has one: on the page the console opens on, it runs as the session arrives. */
export interface LoadedPage {
  element: ReactNode;
  preload?: PageDataPreload;
}

/** A page loaded with its route, or rendered at once; `notBuilt` shows the not-found screen until its issue lands. */
export type RoutePage = { load: () => Promise<LoadedPage> } | { render: () => ReactNode } | 'notBuilt';

// Each page loads by its own module, never through its area's index (conventions 11, ADR 0039):
// the workflow list does not load the editor's canvas, the usage logs not the transaction trace.
const workflowsPage = () => import('~/features/workflows/list/WorkflowsPage');
const workflowEditorPage = () => import('~/features/workflows/editor/WorkflowEditorPage');
const capabilityListPage = () => import('~/features/capabilities/pages/CapabilityListPage');
const capabilityEditorPage = () => import('~/features/capabilities/pages/CapabilityEditorPage');
const transactionDetailPage = () => import('~/features/reports/pages/TransactionDetailPage');

/**
 * The page of every route in the table inside the signed-in area (`/`, /login and /verified are
 * composed by the router itself). Typed by route id, so a new route cannot go without a decision.
 */
export const pages: Record<Exclude<RouteId, 'root' | 'login' | 'verified'>, RoutePage> = {
  home: { load: async () => { const { HomePage, preloadHomePage } = await import('~/features/home/pages/HomePage'); return { element: <HomePage />, preload: preloadHomePage }; } },
  dashboard: 'notBuilt',
  settings: 'notBuilt',
  billing: 'notBuilt',
  quicklinks: { load: async () => { const { QuickLinksPage } = await import('~/features/quicklinks/pages/QuickLinksPage'); return { element: <QuickLinksPage /> }; } },
  webhooks: { load: async () => { const { WebhooksPage } = await import('~/features/webhooks/pages/WebhooksPage'); return { element: <WebhooksPage /> }; } },
  webhookDetail: { load: async () => { const { WebhookDetailPage } = await import('~/features/webhooks/pages/WebhookDetailPage'); return { element: <WebhookDetailPage /> }; } },
  faqs: 'notBuilt',
  chatbot: 'notBuilt',
  apiLogs: 'notBuilt',
  audits: { load: async () => { const { AuditLogPage } = await import('~/features/audit/pages/AuditLogPage'); return { element: <AuditLogPage /> }; } },
  sessions: 'notBuilt',
  apiKeys: { load: async () => { const { ApiKeysPage } = await import('~/features/apiKeys/pages/ApiKeysPage'); return { element: <ApiKeysPage /> }; } },
  users: { load: async () => { const { TeamPage } = await import('~/features/team/pages/TeamPage'); return { element: <TeamPage /> }; } },
  deviceReports: 'notBuilt',
  reports: { load: async () => { const { UsageLogsPage, preloadUsageLogsPage } = await import('~/features/reports/pages/UsageLogsPage'); return { element: <UsageLogsPage />, preload: preloadUsageLogsPage }; } },
  reportTransaction: { load: async () => { const { TransactionDetailPage } = await transactionDetailPage(); return { element: <TransactionDetailPage /> }; } },
  reportWorkflow: { load: async () => { const { TransactionDetailPage } = await transactionDetailPage(); return { element: <TransactionDetailPage /> }; } },
  reportTemplate: { load: async () => { const { TransactionDetailPage } = await transactionDetailPage(); return { element: <TransactionDetailPage /> }; } },
  workflows: { load: async () => { const { WorkflowsPage, preloadWorkflowsPage } = await workflowsPage(); return { element: <WorkflowsPage />, preload: preloadWorkflowsPage }; } },
  myWorkflows: { load: async () => { const { WorkflowsPage, preloadWorkflowsPage } = await workflowsPage(); return { element: <WorkflowsPage tab="myWorkflows" />, preload: preloadWorkflowsPage }; } },
  templates: { load: async () => { const { WorkflowsPage } = await workflowsPage(); return { element: <WorkflowsPage tab="templates" /> }; } },
  workflowsOther: { load: async () => { const { WorkflowsPage } = await workflowsPage(); return { element: <WorkflowsPage /> }; } },
  workflowCreate: { load: async () => { const { WorkflowEditorPage } = await workflowEditorPage(); return { element: <WorkflowEditorPage mode="create" /> }; } },
  workflowEdit: { load: async () => { const { WorkflowEditorPage } = await workflowEditorPage(); return { element: <WorkflowEditorPage mode="edit" /> }; } },
  workflowDuplicate: { load: async () => { const { WorkflowEditorPage } = await workflowEditorPage(); return { element: <WorkflowEditorPage mode="duplicate" /> }; } },
  templateEdit: { load: async () => { const { WorkflowEditorPage } = await workflowEditorPage(); return { element: <WorkflowEditorPage mode="template" /> }; } },
  legacyWorkflowCreate: { render: () => <LegacyWorkflowRedirect /> },
  capabilities: { load: async () => { const { CapabilityListPage } = await capabilityListPage(); return { element: <CapabilityListPage /> }; } },
  capabilityCreate: { load: async () => { const { CapabilityEditorPage } = await capabilityEditorPage(); return { element: <CapabilityEditorPage mode="create" /> }; } },
  capabilityEdit: { load: async () => { const { CapabilityEditorPage } = await capabilityEditorPage(); return { element: <CapabilityEditorPage mode="edit" /> }; } },
  entities: 'notBuilt',
  entityDetail: 'notBuilt',
  insights: 'notBuilt',
  blocklists: 'notBuilt',
  bulkQuery: 'notBuilt',
  demos: 'notBuilt',
  documentation: 'notBuilt',
  tryOut: 'notBuilt',
};
