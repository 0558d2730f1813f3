/** The console's typed path table (document 1 section 2.1). Every link and route uses it. */
export const paths = {
  root: '/',
  login: '/login',
  verified: '/verified',
  verifyEmail: '/verify-email',
  home: '/home',
  dashboard: '/dashboard',
  reports: '/reports',
  reportTransaction: '/reports/:transactionId',
  reportWorkflow: '/reports/workflows/:transactionId',
  reportTemplate: '/reports/templates/:transactionId',
  settings: '/settings',
  billing: '/settings/billing',
  quicklinks: '/quicklinks',
  webhooks: '/webhooks',
  faqs: '/faqs',
  chatbot: '/gen-ai-chatbot',
  deviceReports: '/reports/device',
  apiLogs: '/logs/api-logs',
  audits: '/logs/audits',
  sessions: '/logs/sessions',
  apiKeys: '/admin/api-keys',
  users: '/admin/users',
  workflows: '/workflows',
  workflowCreate: '/workflows/create',
  myWorkflows: '/workflows/my-workflows',
  templates: '/workflows/templates',
  workflowEdit: '/workflows/:workflowId/edit',
  workflowDuplicate: '/workflows/:workflowId/duplicate',
  templateEdit: '/workflows/templates/:templateId/edit',
  capabilities: '/capabilities',
  capabilityCreate: '/capabilities/create',
  capabilityEdit: '/capabilities/:capabilityId/edit',
  entities: '/entities',
  insights: '/insights',
  blocklists: '/blocklists',
  bulkQuery: '/bulk-query',
  demos: '/demos',
  documentation: '/documentation',
  apiDocs: '/docs/api',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

/** The editor of a saved workflow. */
export const workflowEditPath = (workflowId: string) => paths.workflowEdit.replace(':workflowId', encodeURIComponent(workflowId));

/** The editor of a copy just made by Duplicate (document 2 section 2.1). */
export const workflowDuplicatePath = (workflowId: string) => paths.workflowDuplicate.replace(':workflowId', encodeURIComponent(workflowId));

/** The builder of a saved capability. */
export const capabilityEditPath = (capabilityId: string) => paths.capabilityEdit.replace(':capabilityId', encodeURIComponent(capabilityId));

/** The read-only editor of a template. */
export const templateEditPath = (templateId: string) => paths.templateEdit.replace(':templateId', encodeURIComponent(templateId));

/** External destinations of the sidebar's bottom list. */
export const externalLinks = {
  contactSales: 'mailto:sales@veriflow.dev',
  apiHealth: '/api/health',
} as const;
