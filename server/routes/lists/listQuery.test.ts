import { describe, expect, it } from 'vitest';
import { parseListQuery } from './listQuery';

describe('parseListQuery', () => {
  it('defaults to newest first with no search or filter', () => {
    expect(parseListQuery({})).toEqual({ sort: { field: 'createdAt', order: 'desc' }, search: null, types: null, createdAt: null });
  });

  it('reads sortBy, searchTerm and filter', () => {
    const q = parseListQuery({
      sortBy: '["name","asc"]',
      searchTerm: '{"value":" pan ","fields":["name"]}',
      filter: '{"type":["allowlist"],"createdAt":{"between":["2026-01-01T00:00:00Z","2026-02-01T00:00:00Z"]}}',
    });
    expect(q.sort).toEqual({ field: 'name', order: 'asc' });
    expect(q.search).toEqual({ value: 'pan', fields: ['name'] });
    expect(q.types).toEqual(['allowlist']);
    expect(q.createdAt?.from?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('reads lte now against the given clock', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(parseListQuery({ filter: '{"createdAt":{"lte":"now"}}' }, now).createdAt).toEqual({ from: null, to: now });
  });

  it.each([
    [{ sortBy: 'createdAt' }, 'query.sortBy is not valid JSON'],
    [{ sortBy: '["password","asc"]' }, 'query.sortBy must be [field, order]'],
    [{ searchTerm: '{"value":1}' }, 'query.searchTerm must be {"value": string, "fields": [...]}'],
    [{ searchTerm: '{"value":"a","fields":["entries"]}' }, 'query.searchTerm.fields must list name and/or attributeName'],
    [{ filter: '{"owner":"x"}' }, 'query.filter has an unknown field "owner"'],
    [{ filter: '{"type":["greylist"]}' }, 'query.filter.type must be a list of blocklist and/or allowlist'],
    [{ filter: '{"createdAt":{"between":["2026-02-01","2026-01-01"]}}' }, 'query.filter.createdAt starts after it ends'],
    [{ filter: '{"createdAt":{"between":["yesterday","2026-01-01"]}}' }, 'query.filter createdAt.between[0] is not a date'],
  ])('refuses %o with "%s"', (raw, message) => {
    expect(() => parseListQuery(raw)).toThrow(message);
  });
});
