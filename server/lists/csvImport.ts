import { parse } from 'csv-parse/sync';
import { InvalidInputError } from '../errors';

export const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'application/csv'];
export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
const MAX_VALUE = 256;
const MAX_NOTE = 500;

export interface ImportRow {
  value: string;
  note: string;
}

/**
 * Reads a list-import CSV: a header row with a `value` column (and optionally `note`), then one
 * value per row. Any problem refuses the whole file with a message naming the line.
 */
export function parseImportCsv(text: string): ImportRow[] {
  if (text.includes('\u0000')) throw new InvalidInputError('The file is not a CSV text file');
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: false, trim: true }) as string[][];
  } catch (error) {
    throw new InvalidInputError('The file is not valid CSV', (error as Error).message);
  }
  const [header, ...rows] = records;
  if (!header) throw new InvalidInputError('The file is empty', 'The first row is the header, with a "value" column.');
  const columns = header.map((h) => h.toLowerCase());
  const valueAt = columns.indexOf('value');
  const noteAt = columns.indexOf('note');
  if (valueAt < 0) throw new InvalidInputError('The file has no "value" column', 'The first row is the header, with a "value" column and optionally a "note" column.');
  if (rows.length === 0) throw new InvalidInputError('The file has no values', 'Add one value per row under the header.');
  if (rows.length > MAX_IMPORT_ROWS) throw new InvalidInputError(`The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows`, 'Split it into smaller files.');
  return rows.map((row, i) => {
    const line = i + 2;
    const value = row[valueAt] ?? '';
    const note = noteAt >= 0 ? (row[noteAt] ?? '') : '';
    if (!value) throw new InvalidInputError(`Line ${line} has an empty value`);
    if (value.length > MAX_VALUE) throw new InvalidInputError(`Line ${line}: the value is longer than ${MAX_VALUE} characters`);
    if (note.length > MAX_NOTE) throw new InvalidInputError(`Line ${line}: the note is longer than ${MAX_NOTE} characters`);
    return { value, note };
  });
}
