import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_ANSWER_PATHS } from '~/contract/consoleSessionStart';
import { routeTable } from './routeTable';

describe('the first answers a page arrives with (ADR 0054)', () => {
  it('are named for route patterns of the console’s table', () => {
    const patterns = new Set(Object.values(routeTable).map((route) => route.path));
    for (const pattern of Object.keys(FIRST_PAGE_ANSWER_PATHS.pages)) expect(patterns).toContain(pattern);
  });

  it('are organisation answers without parameters other than the organisation', () => {
    for (const path of [...FIRST_PAGE_ANSWER_PATHS.shell, ...Object.values(FIRST_PAGE_ANSWER_PATHS.pages).flat()]) {
      expect(path).toMatch(/^\/v1\/[a-z/-]+(\{orgId\}[a-z/-]*)?$/);
    }
  });
});
