import type { ReactNode } from 'react';
import type { RouteId } from '~/lib/routes';
import { LegacyWorkflowRedirect } from './LegacyWorkflowRedirect';

/** A page loaded with its route, or rendered at once; `notBuilt` shows the not-found screen until its issue lands. */
export type RoutePage = { load: () => Promise<ReactNode> } | { render: () => ReactNode } | 'notBuilt';

const workflows = () => import('~/features/workflows');
const capabilities = () => import('~/features/capabilities');

/**
 * The page of every route in the table inside the signed-in area (`/`, /login and /verified are
 * composed by the router itself). Typed by route id, so a new route cannot go without a decision.
 */
export const pages: Record<Exclude<RouteId, 'root' | 'login' | 'verified'>, RoutePage> = {
  home: { load: async () => { const { HomePage } = await import('~/features/home'); return <HomePage />; } },
  dashboard: 'notBuilt',
  settings: 'notBuilt',
  billing: 'notBuilt',
  quicklinks: { load: async () => { const { QuickLinksPage } = await import('~/features/quicklinks'); return <QuickLinksPage />; } },
  webhooks: { load: async () => { const { WebhooksPage } = await import('~/features/webhooks'); return <WebhooksPage />; } },
  webhookDetail: { load: async () => { const { WebhookDetailPage } = await import('~/features/webhooks'); return <WebhookDetailPage />; } },
  faqs: 'notBuilt',
  chatbot: 'notBuilt',
  apiLogs: 'notBuilt',
  audits: { load: async () => { const { AuditLogPage } = await import('~/features/audit'); return <AuditLogPage />; } },
  sessions: 'notBuilt',
  apiKeys: { load: async () => { const { ApiKeysPage } = await import('~/features/apiKeys'); return <ApiKeysPage />; } },
  users: { load: async () => { const { TeamPage } = await import('~/features/team'); return <TeamPage />; } },
  deviceReports: 'notBuilt',
  reports: { load: async () => { const { UsageLogsPage } = await import('~/features/reports'); return <UsageLogsPage />; } },
  reportTransaction: { load: async () => { const { TransactionDetailPage } = await import('~/features/reports'); return <TransactionDetailPage />; } },
  reportWorkflow: { load: async () => { const { TransactionDetailPage } = await import('~/features/reports'); return <TransactionDetailPage />; } },
  reportTemplate: { load: async () => { const { TransactionDetailPage } = await import('~/features/reports'); return <TransactionDetailPage />; } },
  workflows: { load: async () => { const { WorkflowsPage } = await workflows(); return <WorkflowsPage />; } },
  myWorkflows: { load: async () => { const { WorkflowsPage } = await workflows(); return <WorkflowsPage tab="myWorkflows" />; } },
  templates: { load: async () => { const { WorkflowsPage } = await workflows(); return <WorkflowsPage tab="templates" />; } },
  workflowsOther: { load: async () => { const { WorkflowsPage } = await workflows(); return <WorkflowsPage />; } },
  workflowCreate: { load: async () => { const { WorkflowEditorPage } = await workflows(); return <WorkflowEditorPage mode="create" />; } },
  workflowEdit: { load: async () => { const { WorkflowEditorPage } = await workflows(); return <WorkflowEditorPage mode="edit" />; } },
  workflowDuplicate: { load: async () => { const { WorkflowEditorPage } = await workflows(); return <WorkflowEditorPage mode="duplicate" />; } },
  templateEdit: { load: async () => { const { WorkflowEditorPage } = await workflows(); return <WorkflowEditorPage mode="template" />; } },
  legacyWorkflowCreate: { render: () => <LegacyWorkflowRedirect /> },
  capabilities: { load: async () => { const { CapabilityListPage } = await capabilities(); return <CapabilityListPage />; } },
  capabilityCreate: { load: async () => { const { CapabilityEditorPage } = await capabilities(); return <CapabilityEditorPage mode="create" />; } },
  capabilityEdit: { load: async () => { const { CapabilityEditorPage } = await capabilities(); return <CapabilityEditorPage mode="edit" />; } },
  entities: 'notBuilt',
  entityDetail: 'notBuilt',
  insights: 'notBuilt',
  blocklists: 'notBuilt',
  bulkQuery: 'notBuilt',
  demos: 'notBuilt',
  documentation: 'notBuilt',
  tryOut: 'notBuilt',
};
