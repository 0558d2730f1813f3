import { parse } from 'csv-parse/sync';
import type { Kysely, Selectable } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';
import { iso } from '../db/timestamps';
import type { BulkApplicationsTable, BulkItemsTable, BulkStatus } from '../db/tables/data';

type Environment = 'test' | 'live';

export const BULK_CSV_TYPES = ['text/csv', 'application/vnd.ms-excel'];
export const MAX_BULK_BYTES = 5 * 1024 * 1024;
export const MAX_BULK_ROWS = 10_000;
const MAX_COLUMNS = 100;
const MAX_CELL = 1000;
export const PREVIEW_ROWS = 10;

/** The console's filter choices and the raw status each stands for (document 1 section 4.6). */
export const BULK_FILTER_STATUSES: Record<components['schemas']['BulkStatusFilter'], BulkStatus[]> = {
  'In Progress': ['PROCESSING'],
  Completed: ['DONE'],
  Failed: ['FAILED'],
  Stopped: ['CANCELLED'],
};

export const RUNNING_STATUSES: readonly BulkStatus[] = ['PROCESSING', 'SUCCESS_CHECKING', 'AUTOMATIC_RETRY', 'MANUAL_RETRY'];

export type CsvResult = { ok: true; columns: string[]; rows: Record<string, string>[] } | { ok: false; message: string; description: string };

/**
 * Reads a bulk-query file: a header row of column names, then one query per row whose keys are
 * the header's columns. Any problem refuses the whole file.
 */
export function parseBulkCsv(text: string): CsvResult {
  const hint = 'The first row is the header (the input names); each following row is one query.';
  if (text.includes('\u0000')) return { ok: false, message: 'The file is not a CSV text file', description: hint };
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: false, trim: true }) as string[][];
  } catch (error) {
    return { ok: false, message: 'The file is not valid CSV', description: (error as Error).message };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, message: 'The file is empty', description: hint };
  if (header.length > MAX_COLUMNS) return { ok: false, message: `The file has more than ${MAX_COLUMNS} columns`, description: hint };
  const blank = header.findIndex((h) => !h);
  if (blank >= 0) return { ok: false, message: `Column ${blank + 1} of the header has no name`, description: hint };
  const seen = new Set<string>();
  for (const h of header) {
    if (seen.has(h)) return { ok: false, message: `The header names the column "${h}" twice`, description: hint };
    seen.add(h);
  }
  if (rows.length === 0) return { ok: false, message: 'The file has no queries', description: 'Add one query per row under the header.' };
  if (rows.length > MAX_BULK_ROWS) return { ok: false, message: `The file has more than ${MAX_BULK_ROWS.toLocaleString('en')} rows`, description: 'Split it into smaller files.' };
  for (const [i, row] of rows.entries()) {
    const long = row.findIndex((cell) => cell.length > MAX_CELL);
    if (long >= 0) return { ok: false, message: `Line ${i + 2}: the value of "${header[long]}" is longer than ${MAX_CELL} characters`, description: hint };
  }
  return { ok: true, columns: header, rows: rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? '']))) };
}

export function toBulkApplication(row: Selectable<BulkApplicationsTable>, workflowName: string | null): components['schemas']['BulkApplication'] {
  return {
    id: row.id,
    applicationName: row.application_name,
    workflowId: row.workflow_id,
    workflowName,
    status: row.status,
    fileName: row.file_name,
    rowCount: row.row_count,
    columns: row.columns,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    startedAt: row.started_at ? iso(row.started_at) : null,
  };
}

export function toBulkItem(row: Selectable<BulkItemsTable>): components['schemas']['BulkItem'] {
  return { id: row.id, rowNumber: row.row_number, status: row.status, query: row.query, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
}

export function findBulkApplication(db: Kysely<Database>, orgId: string, environment: Environment, id: string) {
  return db
    .selectFrom('bulk_applications')
    .leftJoin('workflows', (j) => j.onRef('workflows.id', '=', 'bulk_applications.workflow_id').onRef('workflows.organization_id', '=', 'bulk_applications.organization_id'))
    .selectAll('bulk_applications')
    .select('workflows.name as workflow_name')
    .where('bulk_applications.id', '=', id)
    .where('bulk_applications.organization_id', '=', orgId)
    .where('bulk_applications.environment', '=', environment)
    .executeTakeFirst();
}
