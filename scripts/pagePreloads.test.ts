import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages } from '~/app/router/pages';
import { matchRoute, routeTable } from '~/lib/routes';
import { pageFilesFor } from '~/server/console/pagePreloads';
import { pageModuleSpecifiers } from './pagePreloads';

const root = path.resolve(import.meta.dirname, '..');

describe("reading each route's page module from app/router/pages.tsx (ADR 0051)", () => {
  it('finds the module of every page that loads with its route, and of no other', () => {
    const specifiers = pageModuleSpecifiers(readFileSync(path.join(root, 'app/router/pages.tsx'), 'utf8'));
    const loaded = Object.entries(pages).filter(([, page]) => typeof page === 'object' && 'load' in page).map(([id]) => id);
    expect([...specifiers.keys()].sort()).toEqual(loaded.sort());
    expect(specifiers.get('home')).toBe('~/features/home/pages/HomePage');
    expect(specifiers.get('myWorkflows')).toBe('~/features/workflows/list/WorkflowsPage');
    expect(specifiers.get('reportTemplate')).toBe('~/features/reports/pages/TransactionDetailPage');
    for (const specifier of specifiers.values()) expect(existsSync(path.join(root, `${specifier.slice(2)}.tsx`)), specifier).toBe(true);
  });
});

describe("the server's matching beside the console router's", () => {
  it('picks the route the console router picks, on the real route table', () => {
    // Each route's "files" are its id, so the files the server would name say which route it chose.
    const table = { routes: Object.entries(routeTable).map(([id, route]) => ({ path: route.path, files: [id] })) };
    const addresses = [
      '/', '/home', '/workflows', '/workflows/', '/workflows/my-workflows', '/workflows/templates', '/workflows/create', '/workflows/wf_1/edit',
      '/workflows/wf_1/duplicate', '/workflows/wf_1/create', '/workflows/templates/tpl_1/edit', '/workflows/a/b/c/d', '/reports', '/reports/device',
      '/reports/txn_1', '/reports/workflows/txn_1', '/reports/templates/txn_1', '/capabilities/create', '/capabilities/cap_1/edit', '/webhooks/wh_1',
      '/admin/api-keys', '/logs/audits', '/docs/try-out/kyc/pan', '/settings/billing', '/nowhere', '/Workflows',
    ];
    for (const address of addresses) expect(pageFilesFor(table, address)[0], address).toBe(matchRoute(address));
  });
});
