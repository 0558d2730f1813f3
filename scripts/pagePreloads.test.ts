import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages } from '~/app/router/pages';
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
