import { InvalidInputError } from '../errors';
import { assertSafeText } from '../safeText';

/**
 * The list parameters of document 2 section 7 and document 1 section 7, shared by the workflow,
 * template and transaction lists: `sortBy` (JSON `[field, order]` or a bare field with
 * `sortOrder`), `searchTerm` (plain text or JSON `{value, fields}`) and `filter` (a JSON object).
 * Pure: every problem is a 400 that says what is wrong.
 */

export type SortOrder = 'asc' | 'desc';
export interface Sort<F extends string> {
  field: F;
  order: SortOrder;
}
export interface Search<F extends string> {
  value: string;
  fields: F[];
}
export interface DateRange {
  from: Date | null;
  to: Date | null;
}

const MAX_SEARCH = 200;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a query parameter that carries JSON; bad JSON is a 400 naming the parameter. */
export function parseJsonQuery(name: string, raw: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw) as unknown;
  } catch {
    throw new InvalidInputError(`query.${name} is not valid JSON`, `Send ${name} as URL-encoded JSON.`);
  }
  assertSafeText(parsed, `query.${name}`);
  return parsed;
}

function order(name: string, value: unknown): SortOrder {
  if (value === 'asc' || value === '1' || value === 1) return 'asc';
  if (value === 'desc' || value === '-1' || value === -1) return 'desc';
  throw new InvalidInputError(`query.${name} order must be asc, desc, 1 or -1`, `Got ${JSON.stringify(value)}.`);
}

/**
 * `sortBy`: `["updatedAt","desc"]`, `["name", 1]`, or a bare field (`name`) whose order comes from
 * `sortOrder`, else ascending for names and descending for dates (fields ending in At).
 */
export function parseSort<F extends string>(sortBy: string | undefined, sortOrder: string | undefined, fields: readonly F[], fallback: Sort<F>): Sort<F> {
  const fieldList = fields.join(', ');
  let field: unknown = fallback.field;
  let rawOrder: unknown = sortOrder;
  if (sortBy !== undefined && sortBy.trim() !== '') {
    const text = sortBy.trim();
    if (text.startsWith('[')) {
      const parsed = parseJsonQuery('sortBy', text);
      if (!Array.isArray(parsed) || parsed.length < 1 || parsed.length > 2) {
        throw new InvalidInputError('query.sortBy must be [field, order]', `field is one of ${fieldList}; order is asc, desc, 1 or -1.`);
      }
      field = parsed[0];
      if (parsed.length === 2) rawOrder = parsed[1];
    } else {
      field = text;
    }
    if (!fields.includes(field as F)) throw new InvalidInputError(`query.sortBy cannot sort by ${JSON.stringify(field)}`, `Sort by one of ${fieldList}.`);
    if (rawOrder === undefined) rawOrder = String(field).endsWith('At') ? 'desc' : 'asc';
  } else if (rawOrder === undefined) {
    rawOrder = fallback.order;
  }
  return { field: field as F, order: order('sortBy', rawOrder) };
}

/**
 * `searchTerm`: plain text, or JSON `{"value": "…", "fields": [...]}` (fields default to all).
 * Empty text means no search.
 */
export function parseSearch<F extends string>(raw: string | undefined, fields: readonly F[], aliases: Readonly<Record<string, F>> = {}): Search<F> | null {
  if (raw === undefined) return null;
  const text = raw.trim();
  let value: string;
  let chosen: F[] = [...fields];
  if (text.startsWith('{')) {
    const parsed = parseJsonQuery('searchTerm', text);
    if (!isRecord(parsed) || typeof parsed.value !== 'string') throw new InvalidInputError('query.searchTerm must be {"value": string, "fields": [...]}');
    const unknown = Object.keys(parsed).filter((k) => k !== 'value' && k !== 'fields');
    if (unknown.length) throw new InvalidInputError(`query.searchTerm has an unknown field "${unknown[0]}"`);
    value = parsed.value.trim();
    if (parsed.fields !== undefined) {
      const list = parsed.fields;
      const mapped = Array.isArray(list) ? list.map((f) => (typeof f === 'string' ? (aliases[f] ?? f) : f)) : [];
      if (!Array.isArray(list) || list.length === 0 || !mapped.every((f) => fields.includes(f as F))) {
        throw new InvalidInputError('query.searchTerm.fields is not a list of searchable fields', `Search fields: ${fields.join(', ')}.`);
      }
      chosen = [...new Set(mapped as F[])];
    }
  } else if (text.startsWith('"')) {
    const parsed = parseJsonQuery('searchTerm', text);
    if (typeof parsed !== 'string') throw new InvalidInputError('query.searchTerm must be text or {"value": string, "fields": [...]}');
    value = parsed.trim();
  } else {
    value = text;
  }
  if (value.length > MAX_SEARCH) throw new InvalidInputError(`query.searchTerm must be at most ${MAX_SEARCH} characters`);
  return value ? { value, fields: chosen } : null;
}

/** The filter parameter as a JSON object whose keys are all allowed; null when absent. */
export function parseFilterObject(raw: string | undefined, allowed: readonly string[]): Record<string, unknown> | null {
  if (raw === undefined || raw.trim() === '') return null;
  const parsed = parseJsonQuery('filter', raw.trim());
  if (!isRecord(parsed)) throw new InvalidInputError('query.filter must be a JSON object', `Allowed fields: ${allowed.join(', ')}.`);
  const unknown = Object.keys(parsed).filter((k) => !allowed.includes(k));
  if (unknown.length) throw new InvalidInputError(`query.filter has an unknown field "${unknown[0]}"`, `Allowed fields: ${allowed.join(', ')}.`);
  return parsed;
}

function date(name: string, value: unknown, now: Date): Date {
  if (value === 'now') return now;
  const parsed = typeof value === 'string' || typeof value === 'number' ? new Date(value) : new Date(NaN);
  if (typeof value === 'string' && value.length > 40) throw new InvalidInputError(`query.filter.${name} is not a date`);
  if (Number.isNaN(parsed.getTime())) throw new InvalidInputError(`query.filter.${name} is not a date`, 'Dates are ISO 8601 strings, epoch milliseconds, or "now".');
  return parsed;
}

/**
 * A createdAt range: `{"gte": from, "lte": to}` (either may be left out), `{"between": [from, to]}`
 * or `[from, to]`; dates are ISO 8601 strings, epoch milliseconds or "now". Null for no range.
 */
export function parseDateRange(name: string, value: unknown, now: Date = new Date()): DateRange | null {
  if (value === undefined || value === null) return null;
  let from: unknown;
  let to: unknown;
  if (Array.isArray(value)) {
    if (value.length !== 2) throw new InvalidInputError(`query.filter.${name} must be [from, to]`);
    [from, to] = value;
  } else if (isRecord(value)) {
    const unknown = Object.keys(value).filter((k) => !['gte', 'lte', 'between'].includes(k));
    if (unknown.length) throw new InvalidInputError(`query.filter.${name} has an unknown field "${unknown[0]}"`, 'Use gte and lte, or between.');
    if (value.between !== undefined) {
      if (!Array.isArray(value.between) || value.between.length !== 2) throw new InvalidInputError(`query.filter.${name}.between must be [from, to]`);
      [from, to] = value.between;
    } else {
      from = value.gte;
      to = value.lte;
    }
  } else {
    throw new InvalidInputError(`query.filter.${name} must be {"gte": date, "lte": date} or [from, to]`);
  }
  const range: DateRange = {
    from: from === undefined || from === null || from === '' ? null : date(`${name} start`, from, now),
    to: to === undefined || to === null || to === '' ? null : date(`${name} end`, to, now),
  };
  if (range.from && range.to && range.from > range.to) throw new InvalidInputError(`query.filter.${name} starts after it ends`);
  return range.from || range.to ? range : null;
}

/** A list of booleans given as true/false or 'true'/'false' (or one of them); "all" or [] means no filter. */
export function parseBooleanList(name: string, value: unknown): boolean[] | null {
  if (value === undefined || value === null || value === 'all') return null;
  const list = Array.isArray(value) ? value : [value];
  const parsed = list.map((v) => (v === true || v === 'true' ? true : v === false || v === 'false' ? false : null));
  if (parsed.some((v) => v === null)) throw new InvalidInputError(`query.filter.${name} must be true, false, a list of them, or "all"`);
  const set = [...new Set(parsed as boolean[])];
  return set.length === 0 || set.length === 2 ? null : set;
}

/** A list of enum values (or one); "all" or [] means no filter. */
export function parseEnumList<T extends string>(name: string, value: unknown, allowed: readonly T[]): T[] | null {
  if (value === undefined || value === null || value === 'all') return null;
  const list = Array.isArray(value) ? value : [value];
  if (list.length > allowed.length * 2 || !list.every((v) => allowed.includes(v as T))) {
    throw new InvalidInputError(`query.filter.${name} must be one of ${allowed.join(', ')}, a list of them, or "all"`);
  }
  return list.length ? [...new Set(list as T[])] : null;
}

/** Escapes LIKE wildcards so a search matches its text literally. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// --- the lists of this area ---

export const WORKFLOW_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;
export type WorkflowSortField = (typeof WORKFLOW_SORT_FIELDS)[number];

export interface WorkflowListQuery {
  sort: Sort<WorkflowSortField>;
  search: Search<'name' | 'id'> | null;
  active: boolean[] | null;
  createdAt: DateRange | null;
}

export interface RawListQuery {
  sortBy?: string;
  sortOrder?: string;
  searchTerm?: string;
  filter?: string;
}

/**
 * The workflow (and template) list: sort by name, createdAt or updatedAt (default updatedAt desc);
 * search name and id (`workflowId`, or `templateId` for templates); filter `active` (alias
 * `outcome`, the status options 'true'/'false') and `createdAt`.
 */
export function parseWorkflowListQuery(raw: RawListQuery, idField: 'workflowId' | 'templateId', now: Date = new Date()): WorkflowListQuery {
  const filter = parseFilterObject(raw.filter, ['active', 'outcome', 'createdAt']);
  if (filter && filter.active !== undefined && filter.outcome !== undefined) throw new InvalidInputError('query.filter has both active and outcome', 'outcome is another name of active; send one.');
  return {
    sort: parseSort(raw.sortBy, raw.sortOrder, WORKFLOW_SORT_FIELDS, { field: 'updatedAt', order: 'desc' }),
    search: parseSearch<'name' | 'id'>(raw.searchTerm, ['name', 'id'], { [idField]: 'id', workflowId: 'id', templateId: 'id' }),
    active: filter ? parseBooleanList(filter.active !== undefined ? 'active' : 'outcome', filter.active ?? filter.outcome) : null,
    createdAt: filter ? parseDateRange('createdAt', filter.createdAt, now) : null,
  };
}

export const TRANSACTION_OUTCOMES = ['ACCEPTED', 'REJECTED', 'MANUAL_REVIEW', 'AWAITING', 'PROCESSING', 'ERROR'] as const;
export type TransactionOutcomeValue = (typeof TRANSACTION_OUTCOMES)[number];
export const TRANSACTION_SORT_FIELDS = ['createdAt', 'updatedAt', 'outcome', 'workflowName'] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];
export const TRANSACTION_SEARCH_FIELDS = ['transactionId', 'workflowId', 'workflowName'] as const;
export type TransactionSearchField = (typeof TRANSACTION_SEARCH_FIELDS)[number];

export interface TransactionListQuery {
  sort: Sort<TransactionSortField>;
  search: Search<TransactionSearchField> | null;
  outcomes: TransactionOutcomeValue[] | null;
  workflowId: string | null;
  createdAt: DateRange | null;
}

const WORKFLOW_ID = /^wf_[A-Za-z0-9_-]{3,60}$/;

/** The transaction list: newest first by default; search id, workflow id or name; filter outcome, workflowId, createdAt. */
export function parseTransactionListQuery(raw: RawListQuery, now: Date = new Date()): TransactionListQuery {
  const filter = parseFilterObject(raw.filter, ['outcome', 'workflowId', 'createdAt']);
  let outcomes: TransactionOutcomeValue[] | null = null;
  if (filter?.outcome !== undefined) {
    // The console's display names map onto outcomes case-insensitively (document 1 section 4.7).
    const normalise = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/[\s-]+/g, '_') : v);
    const value = filter.outcome === 'all' ? 'all' : Array.isArray(filter.outcome) ? filter.outcome.map(normalise) : normalise(filter.outcome);
    outcomes = parseEnumList('outcome', value, TRANSACTION_OUTCOMES);
  }
  let workflowId: string | null = null;
  if (filter?.workflowId !== undefined) {
    if (typeof filter.workflowId !== 'string' || !WORKFLOW_ID.test(filter.workflowId)) throw new InvalidInputError('query.filter.workflowId is not a workflow id');
    workflowId = filter.workflowId;
  }
  return {
    sort: parseSort(raw.sortBy, raw.sortOrder, TRANSACTION_SORT_FIELDS, { field: 'createdAt', order: 'desc' }),
    search: parseSearch(raw.searchTerm, TRANSACTION_SEARCH_FIELDS),
    outcomes,
    workflowId,
    createdAt: filter ? parseDateRange('createdAt', filter.createdAt, now) : null,
  };
}
