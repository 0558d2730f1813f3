/** The console's typed path table (document 1 section 2.1). Every link and route uses it. */
export const paths = {
  root: '/',
  login: '/login',
  verified: '/verified',
  verifyEmail: '/verify-email',
  home: '/home',
  dashboard: '/dashboard',
  reports: '/reports',
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
  capabilities: '/capabilities',
  capabilityCreate: '/capabilities/create',
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

/** External destinations of the sidebar's bottom list. */
export const externalLinks = {
  contactSales: 'mailto:sales@veriflow.dev',
  apiHealth: '/api/health',
} as const;
