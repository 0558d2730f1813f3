import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { httpErrorOf } from '../http/errorHandler';
import { likePattern, parseDateRange, parseSearch, parseSort, parseTransactionListQuery, parseWorkflowListQuery } from './listQuery';

const now = new Date('2025-03-01T12:00:00Z');

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { status: httpErrorOf(error).status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseSort', () => {
  const fields = ['name', 'createdAt', 'updatedAt'] as const;
  const fallback = { field: 'updatedAt', order: 'desc' } as const;
  it('defaults to the fallback', () => {
    expect(parseSort(undefined, undefined, fields, fallback)).toEqual(fallback);
    expect(parseSort('', undefined, fields, fallback)).toEqual(fallback);
  });
  it('reads [field, order] with asc/desc or 1/-1', () => {
    expect(parseSort('["name","asc"]', undefined, fields, fallback)).toEqual({ field: 'name', order: 'asc' });
    expect(parseSort('["createdAt",-1]', undefined, fields, fallback)).toEqual({ field: 'createdAt', order: 'desc' });
    expect(parseSort('["createdAt","1"]', undefined, fields, fallback)).toEqual({ field: 'createdAt', order: 'asc' });
  });
  it('reads a bare field with sortOrder, else names ascending and dates descending', () => {
    expect(parseSort('name', '-1', fields, fallback)).toEqual({ field: 'name', order: 'desc' });
    expect(parseSort('name', undefined, fields, fallback)).toEqual({ field: 'name', order: 'asc' });
    expect(parseSort('createdAt', undefined, fields, fallback)).toEqual({ field: 'createdAt', order: 'desc' });
    expect(parseSort(undefined, 'asc', fields, fallback)).toEqual({ field: 'updatedAt', order: 'asc' });
  });
  it('refuses bad JSON, unknown fields and orders with 400', () => {
    expect(refusal(() => parseSort('["name"', undefined, fields, fallback))).toEqual({ status: 400, message: 'query.sortBy is not valid JSON' });
    expect(refusal(() => parseSort('["password","asc"]', undefined, fields, fallback)).message).toBe('query.sortBy cannot sort by "password"');
    expect(refusal(() => parseSort('["name","up"]', undefined, fields, fallback)).message).toBe('query.sortBy order must be asc, desc, 1 or -1');
    expect(refusal(() => parseSort('{"name":1}', undefined, fields, fallback)).message).toBe('query.sortBy cannot sort by "{\\"name\\":1}"');
  });
});

describe('parseSearch', () => {
  const fields = ['name', 'id'] as const;
  it('takes plain text, a JSON string, or {value, fields}', () => {
    expect(parseSearch('  kyc ', fields)).toEqual({ value: 'kyc', fields: ['name', 'id'] });
    expect(parseSearch('"kyc"', fields)).toEqual({ value: 'kyc', fields: ['name', 'id'] });
    expect(parseSearch('{"value":"wf_1","fields":["workflowId"]}', fields, { workflowId: 'id' })).toEqual({ value: 'wf_1', fields: ['id'] });
    expect(parseSearch('   ', fields)).toBeNull();
    expect(parseSearch('{"value":""}', fields)).toBeNull();
  });
  it('refuses malformed JSON objects and unknown fields', () => {
    expect(refusal(() => parseSearch('{"value":', fields)).message).toBe('query.searchTerm is not valid JSON');
    expect(refusal(() => parseSearch('{"value":1}', fields)).status).toBe(400);
    expect(refusal(() => parseSearch('{"value":"a","fields":["email"]}', fields)).message).toBe('query.searchTerm.fields is not a list of searchable fields');
    expect(refusal(() => parseSearch('{"value":"a","limit":3}', fields)).message).toBe('query.searchTerm has an unknown field "limit"');
    expect(refusal(() => parseSearch('x'.repeat(201), fields)).message).toBe('query.searchTerm must be at most 200 characters');
  });
  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('parseDateRange', () => {
  it('reads gte/lte, between and [from, to], with now', () => {
    expect(parseDateRange('createdAt', { gte: '2025-01-01', lte: 'now' }, now)).toEqual({ from: new Date('2025-01-01'), to: now });
    expect(parseDateRange('createdAt', { between: ['2025-01-01T00:00:00Z', 1735776000000] }, now)).toEqual({ from: new Date('2025-01-01T00:00:00Z'), to: new Date(1735776000000) });
    expect(parseDateRange('createdAt', ['2025-01-01', null], now)).toEqual({ from: new Date('2025-01-01'), to: null });
    expect(parseDateRange('createdAt', { lte: 'now' }, now)).toEqual({ from: null, to: now });
    expect(parseDateRange('createdAt', {}, now)).toBeNull();
  });
  it('refuses non-dates and inverted ranges', () => {
    expect(refusal(() => parseDateRange('createdAt', { gte: 'yesterday' }, now)).message).toBe('query.filter.createdAt start is not a date');
    expect(refusal(() => parseDateRange('createdAt', ['2025-02-01', '2025-01-01'], now)).message).toBe('query.filter.createdAt starts after it ends');
    expect(refusal(() => parseDateRange('createdAt', { from: '2025-01-01' }, now)).message).toBe('query.filter.createdAt has an unknown field "from"');
    expect(refusal(() => parseDateRange('createdAt', 'last week', now)).status).toBe(400);
  });
});

describe('parseWorkflowListQuery', () => {
  it('defaults to updatedAt desc with no search or filter', () => {
    expect(parseWorkflowListQuery({}, 'workflowId', now)).toEqual({ sort: { field: 'updatedAt', order: 'desc' }, search: null, active: null, createdAt: null });
  });
  it('filters by active (or its alias outcome) and a createdAt range', () => {
    const query = parseWorkflowListQuery({ filter: '{"outcome":["true"],"createdAt":{"gte":"2025-01-01","lte":"now"}}' }, 'workflowId', now);
    expect(query.active).toEqual([true]);
    expect(query.createdAt).toEqual({ from: new Date('2025-01-01'), to: now });
    expect(parseWorkflowListQuery({ filter: '{"active":"all"}' }, 'workflowId', now).active).toBeNull();
    expect(parseWorkflowListQuery({ filter: '{"active":[true,false]}' }, 'workflowId', now).active).toBeNull();
  });
  it('maps templateId and workflowId search fields to the id', () => {
    expect(parseWorkflowListQuery({ searchTerm: '{"value":"kyc","fields":["name","templateId"]}' }, 'templateId', now).search).toEqual({ value: 'kyc', fields: ['name', 'id'] });
  });
  it('refuses unknown filter fields and bad values', () => {
    expect(refusal(() => parseWorkflowListQuery({ filter: '{"owner":"me"}' }, 'workflowId', now)).message).toBe('query.filter has an unknown field "owner"');
    expect(refusal(() => parseWorkflowListQuery({ filter: '[1]' }, 'workflowId', now)).message).toBe('query.filter must be a JSON object');
    expect(refusal(() => parseWorkflowListQuery({ filter: '{"active":["yes"]}' }, 'workflowId', now)).message).toBe('query.filter.active must be true, false, a list of them, or "all"');
    expect(refusal(() => parseWorkflowListQuery({ filter: '{"active":true,"outcome":true}' }, 'workflowId', now)).message).toBe('query.filter has both active and outcome');
  });
});

describe('parseTransactionListQuery', () => {
  it('defaults to createdAt desc', () => {
    expect(parseTransactionListQuery({}, now)).toEqual({ sort: { field: 'createdAt', order: 'desc' }, search: null, outcomes: null, workflowId: null, createdAt: null });
  });
  it('reads outcomes case-insensitively, a workflow id and a range', () => {
    const query = parseTransactionListQuery({ filter: '{"outcome":["accepted","Manual Review"],"workflowId":"wf_abc123","createdAt":["2025-01-01","2025-02-01"]}' }, now);
    expect(query.outcomes).toEqual(['ACCEPTED', 'MANUAL_REVIEW']);
    expect(query.workflowId).toBe('wf_abc123');
    expect(query.createdAt?.from).toEqual(new Date('2025-01-01'));
    expect(parseTransactionListQuery({ filter: '{"outcome":"all"}' }, now).outcomes).toBeNull();
  });
  it('refuses unknown outcomes and malformed workflow ids', () => {
    expect(refusal(() => parseTransactionListQuery({ filter: '{"outcome":["MAYBE"]}' }, now)).status).toBe(400);
    expect(refusal(() => parseTransactionListQuery({ filter: '{"workflowId":"../x"}' }, now)).message).toBe('query.filter.workflowId is not a workflow id');
  });
});
