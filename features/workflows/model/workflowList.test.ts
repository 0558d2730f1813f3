import { describe, expect, it } from 'vitest';
import { duplicateName } from './duplicateName';
import { FIRST_PAGE_REQUESTS } from '~/contract/consoleSessionStart';
import { hasNextPage, isFiltered, NO_WORKFLOW_LIST_FILTERS, workflowListQuery } from './workflowList';

describe('hasNextPage', () => {
  it('is true while fewer than ceil(count / 48) pages are loaded', () => {
    expect(hasNextPage(1, 48)).toBe(false);
    expect(hasNextPage(1, 49)).toBe(true);
    expect(hasNextPage(2, 49)).toBe(false);
    expect(hasNextPage(2, 130)).toBe(true);
    expect(hasNextPage(3, 130)).toBe(false);
    expect(hasNextPage(0, 0)).toBe(false);
    expect(hasNextPage(1, undefined)).toBe(false);
  });
});

describe('workflowListQuery', () => {
  it('asks for 48 rows a page, newest edit first, with no search or filter by default', () => {
    expect(workflowListQuery(0, { search: '', created: null })).toEqual({ limit: 48, offset: 0, sortBy: '["updatedAt","desc"]' });
    expect(workflowListQuery(2, { search: '  ', created: null }).offset).toBe(96);
  });

  it('asks for the first page as the server carries it with the page (ADR 0054)', () => {
    for (const pattern of ['/workflows', '/workflows/my-workflows']) {
      expect(FIRST_PAGE_REQUESTS.pages[pattern]).toEqual([{ path: '/workflows', query: workflowListQuery(0, NO_WORKFLOW_LIST_FILTERS) }]);
    }
  });

  it('adds the trimmed search term and the created range', () => {
    const created = { start: new Date('2025-05-01T00:00:00.000Z'), end: new Date('2025-05-31T23:59:59.000Z') };
    expect(workflowListQuery(1, { search: ' KYC ', created })).toEqual({
      limit: 48,
      offset: 48,
      sortBy: '["updatedAt","desc"]',
      searchTerm: 'KYC',
      filter: '{"createdAt":{"gte":"2025-05-01T00:00:00.000Z","lte":"2025-05-31T23:59:59.000Z"}}',
    });
    expect(isFiltered({ search: '', created })).toBe(true);
    expect(isFiltered({ search: 'x', created: null })).toBe(true);
    expect(isFiltered({ search: ' ', created: null })).toBe(false);
  });
});

it("names a duplicate '{name}_copy'", () => {
  expect(duplicateName('Retail onboarding KYC')).toBe('Retail onboarding KYC_copy');
});
