import { badRequest } from '../../http/errors';
import { parseJsonParam } from '../../http/jsonQuery';
import { SEARCH_FIELDS, SORT_FIELDS, type ListQuery, type SearchField, type SortField } from '../../store/blocklists';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function date(name: string, value: unknown): Date {
  const parsed = typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(parsed.getTime())) throw badRequest(`query.filter ${name} is not a date`, 'Dates are ISO 8601 strings or epoch milliseconds.');
  return parsed;
}

/**
 * Reads the block-list query of document 1 section 7: sortBy `[field, order]`, searchTerm
 * `{value, fields}`, filter `{type: [...], createdAt: {between: [from, to]} | {lte: to}}`.
 */
export function parseListQuery(raw: { sortBy?: string; searchTerm?: string; filter?: string }, now: Date = new Date()): ListQuery {
  const query: ListQuery = { sort: { field: 'createdAt', order: 'desc' }, search: null, types: null, createdAt: null };

  const sortBy = parseJsonParam('sortBy', raw.sortBy);
  if (sortBy !== undefined) {
    const [field, order] = Array.isArray(sortBy) ? sortBy : [];
    if (!SORT_FIELDS.includes(field as SortField) || (order !== 'asc' && order !== 'desc')) {
      throw badRequest('query.sortBy must be [field, order]', `field is one of ${SORT_FIELDS.join(', ')}; order is asc or desc.`);
    }
    query.sort = { field: field as SortField, order };
  }

  const searchTerm = parseJsonParam('searchTerm', raw.searchTerm);
  if (searchTerm !== undefined) {
    if (!isRecord(searchTerm) || typeof searchTerm.value !== 'string') throw badRequest('query.searchTerm must be {"value": string, "fields": [...]}');
    const fields = searchTerm.fields === undefined ? [...SEARCH_FIELDS] : searchTerm.fields;
    if (!Array.isArray(fields) || fields.length === 0 || !fields.every((f) => SEARCH_FIELDS.includes(f as SearchField))) {
      throw badRequest('query.searchTerm.fields must list name and/or attributeName');
    }
    const value = searchTerm.value.trim();
    if (value.length > 200) throw badRequest('query.searchTerm.value must be at most 200 characters');
    if (value) query.search = { value, fields: fields as SearchField[] };
  }

  const filter = parseJsonParam('filter', raw.filter);
  if (filter !== undefined) {
    if (!isRecord(filter)) throw badRequest('query.filter must be a JSON object');
    const unknown = Object.keys(filter).filter((k) => k !== 'type' && k !== 'createdAt');
    if (unknown.length) throw badRequest(`query.filter has an unknown field "${unknown[0]}"`);
    if (filter.type !== undefined) {
      if (!Array.isArray(filter.type) || !filter.type.every((t) => t === 'blocklist' || t === 'allowlist')) {
        throw badRequest('query.filter.type must be a list of blocklist and/or allowlist');
      }
      if (filter.type.length) query.types = filter.type as ListQuery['types'];
    }
    if (filter.createdAt !== undefined) {
      const range = filter.createdAt;
      if (isRecord(range) && Array.isArray(range.between) && range.between.length === 2) {
        const from = date('createdAt.between[0]', range.between[0]);
        const to = date('createdAt.between[1]', range.between[1]);
        if (from > to) throw badRequest('query.filter.createdAt starts after it ends');
        query.createdAt = { from, to };
      } else if (isRecord(range) && 'lte' in range) {
        query.createdAt = { from: null, to: range.lte === 'now' ? now : date('createdAt.lte', range.lte) };
      } else {
        throw badRequest('query.filter.createdAt must be {"between": [from, to]} or {"lte": date}');
      }
    }
  }
  return query;
}
