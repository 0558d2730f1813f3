import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSACTION_SORT, TRANSACTION_OUTCOMES, filtersOutcomes, transactionListQuery, type TransactionTableState } from './listQuery';

const base: TransactionTableState = { page: 1, pageSize: '20', search: '', outcomes: TRANSACTION_OUTCOMES, range: null, sort: DEFAULT_TRANSACTION_SORT };

describe('transactionListQuery', () => {
  it('pages with limit and offset and sorts newest first by default', () => {
    expect(transactionListQuery(base)).toEqual({ limit: 20, offset: 0, sortBy: '["createdAt","desc"]' });
    expect(transactionListQuery({ ...base, page: 3, pageSize: '30' })).toMatchObject({ limit: 30, offset: 60 });
    const byCursor = transactionListQuery({ ...base, page: 3, pageSize: '30' }, 'c_next');
    expect(byCursor).toMatchObject({ limit: 30, cursor: 'c_next' });
    expect(byCursor).not.toHaveProperty('offset');
    expect(transactionListQuery({ ...base, sort: { field: 'workflowName', order: 'asc' } }).sortBy).toBe('["workflowName","asc"]');
  });

  it('searches the transaction id, workflow id and workflow name with the trimmed text', () => {
    const query = transactionListQuery({ ...base, search: '  txn_demo_00 ' });
    expect(JSON.parse(query.searchTerm ?? '')).toEqual({ value: 'txn_demo_00', fields: ['transactionId', 'workflowId', 'workflowName'] });
    expect(transactionListQuery({ ...base, search: '   ' }).searchTerm).toBeUndefined();
  });

  it('filters outcomes only when some but not all are chosen, in a fixed order', () => {
    expect(transactionListQuery({ ...base, outcomes: [] }).filter).toBeUndefined();
    expect(transactionListQuery({ ...base, outcomes: [...TRANSACTION_OUTCOMES].reverse() }).filter).toBeUndefined();
    const query = transactionListQuery({ ...base, outcomes: ['REJECTED', 'ACCEPTED'] });
    expect(JSON.parse(query.filter ?? '')).toEqual({ outcome: ['ACCEPTED', 'REJECTED'] });
    expect(transactionListQuery({ ...base, outcomes: ['ACCEPTED', 'REJECTED'] })).toEqual(query);
  });

  it('sends a preset range up to "now" and a custom range between its two instants', () => {
    const start = new Date('2025-05-01T00:00:00.000Z');
    const end = new Date('2025-05-31T18:29:59.000Z');
    const preset = transactionListQuery({ ...base, range: { preset: '30d', start, end } });
    expect(JSON.parse(preset.filter ?? '')).toEqual({ createdAt: { gte: '2025-05-01T00:00:00.000Z', lte: 'now' } });
    const custom = transactionListQuery({ ...base, outcomes: ['AWAITING'], range: { preset: 'custom', start, end } });
    expect(JSON.parse(custom.filter ?? '')).toEqual({ outcome: ['AWAITING'], createdAt: { gte: '2025-05-01T00:00:00.000Z', lte: '2025-05-31T18:29:59.000Z' } });
  });

  it('starts a preset range on its minute, so that two renders within a minute ask the same question', () => {
    const end = new Date('2025-05-31T18:29:59.000Z');
    const at = (iso: string) => JSON.parse(transactionListQuery({ ...base, range: { preset: 'all', start: new Date(iso), end } }).filter ?? '').createdAt.gte;
    expect(at('2022-06-01T10:15:42.517Z')).toBe('2022-06-01T10:15:00.000Z');
    expect(at('2022-06-01T10:15:59.999Z')).toBe('2022-06-01T10:15:00.000Z');
    const custom = transactionListQuery({ ...base, range: { preset: 'custom', start: new Date('2022-06-01T10:15:42.517Z'), end } });
    expect(JSON.parse(custom.filter ?? '').createdAt.gte).toBe('2022-06-01T10:15:42.517Z');
  });

  it('refuses a page size that is not a whole number', () => {
    expect(() => transactionListQuery({ ...base, pageSize: 'all' })).toThrow('Invalid page size: all');
  });

  it('knows when outcomes narrow the list', () => {
    expect(filtersOutcomes([])).toBe(false);
    expect(filtersOutcomes(TRANSACTION_OUTCOMES)).toBe(false);
    expect(filtersOutcomes(['ERROR'])).toBe(true);
  });
});
