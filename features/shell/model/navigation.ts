import { paths, externalLinks } from '~/lib/routes';
import type { FeatureArea } from '~/lib/session';

export type NavIcon =
  | 'home' | 'dashboard' | 'workflow' | 'capability' | 'explorer' | 'usageLogs' | 'insights' | 'bulkQuery' | 'demo'
  | 'chatbot' | 'contactSales' | 'apiHealth' | 'faq';

export interface NavItem {
  id: string;
  title: string;
  href: string;
  icon: NavIcon;
  /** The feature-flag area that gates the item; absent means always shown. */
  flagId?: FeatureArea;
  external?: boolean;
}

/** Sidebar items of document 1 section 2.2, in order. */
export const mainNavItems: readonly NavItem[] = [
  { id: 'home', title: 'Home', href: paths.home, icon: 'home' },
  { id: 'dashboard', title: 'Dashboard', href: paths.dashboard, icon: 'dashboard' },
  { id: 'workflows', title: 'Workflow', href: paths.workflows, icon: 'workflow', flagId: 'workflows' },
  { id: 'customCapabilities', title: 'Capability', href: paths.capabilities, icon: 'capability', flagId: 'customCapabilities' },
  { id: 'docs', title: 'API Explorer', href: paths.documentation, icon: 'explorer', flagId: 'docs' },
  { id: 'transactions', title: 'Usage Logs', href: paths.reports, icon: 'usageLogs', flagId: 'transactions' },
  { id: 'insights', title: 'Insights', href: paths.insights, icon: 'insights', flagId: 'insights' },
  { id: 'bulkVerification', title: 'Bulk Query', href: paths.bulkQuery, icon: 'bulkQuery', flagId: 'bulkVerification' },
  { id: 'demo', title: 'Demo', href: paths.demos, icon: 'demo', flagId: 'demo' },
];

export const bottomNavItems: readonly NavItem[] = [
  { id: 'chatbot', title: 'AI Chatbot', href: paths.chatbot, icon: 'chatbot' },
  { id: 'contactSales', title: 'Contact Sales', href: externalLinks.contactSales, icon: 'contactSales', external: true },
  { id: 'apiHealth', title: 'API Health', href: externalLinks.apiHealth, icon: 'apiHealth', external: true },
  { id: 'faqs', title: 'FAQs', href: paths.faqs, icon: 'faq' },
];

export interface QuickCreateEntry {
  id: 'workflows/create' | 'capabilities/create';
  title: string;
  href: string;
  flagId: FeatureArea;
}

/** Quick-create entries of document 1 section 2.2. */
export const quickCreateEntries: readonly QuickCreateEntry[] = [
  { id: 'workflows/create', title: 'Workflow', href: paths.workflowCreate, flagId: 'workflows' },
  { id: 'capabilities/create', title: 'Capability', href: paths.capabilityCreate, flagId: 'customCapabilities' },
];

/** The item whose path is the longest prefix of the current path is the active one. */
export function activeNavId(pathname: string, items: readonly NavItem[]): string | undefined {
  const matches = items.filter((item) => !item.external && (pathname === item.href || pathname.startsWith(`${item.href}/`)));
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.id;
}
