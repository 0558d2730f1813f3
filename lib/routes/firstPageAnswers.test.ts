import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_REQUESTS } from '~/contract/consoleSessionStart';
import { routeTable } from './routeTable';

describe('the first requests a page arrives with the answers of (ADR 0054)', () => {
  it('are named for route patterns of the console’s table', () => {
    const patterns = new Set(Object.values(routeTable).map((route) => route.path));
    for (const pattern of Object.keys(FIRST_PAGE_REQUESTS.pages)) expect(patterns).toContain(pattern);
  });

  it('are the organisation’s: paths with no parameter but the organisation', () => {
    for (const { path } of [...FIRST_PAGE_REQUESTS.shell, ...Object.values(FIRST_PAGE_REQUESTS.pages).flat()]) {
      expect(path).toMatch(/^\/(v1\/)?[a-z/-]+(\{orgId\}[a-z/-]*)?$/);
    }
  });
});
