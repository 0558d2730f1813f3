import { ORG_ID_HEADER, type components } from '~/contract';

/**
 * The editor's Tryout and Integrate panels (document 2 sections 2.11, 4.7 and 5.7): the request a
 * workflow (or template) is run with, its sample cURL and header table, the try-out rows, how a
 * result's times and values read, and the options of the framed hosted flow. Pure: no React.
 */

type Schemas = components['schemas'];
export type InputDetailsParameter = Schemas['InputDetailsParameter'];

/** The texts of document 2 sections 4.7 and 8. */
export const TRYOUT_SUCCESS = 'Transaction successfully executed';
export const TRYOUT_FAILURE = 'Some error occurred while executing the transaction. Please try again.';
export const TRYOUT_LOAD_FAILED = 'It seems there is a technical issue that is preventing data from loading.';

/** Seconds the Refresh button of an awaiting transaction waits (00:09 … 00:00; section 9). */
export const REFRESH_COUNTDOWN_SECONDS = 10;

/** Stands for the caller's secret in every sample: the console never holds a key after it is shown. */
export const API_KEY_PLACEHOLDER = '<YOUR_API_KEY>';

/** What runs: a workflow, or a template's try-out (POST /transactions takes templateId then). */
export type TryoutTarget = { kind: 'workflow'; id: string } | { kind: 'template'; id: string };

/** The data of a run: input key to value. */
export type RunData = Schemas['TransactionData'];

export type TransactionRunBody<D = Record<string, unknown>> = { workflowId: string; data: D } | { templateId: string; data: D };

export function runBody<D>(target: TryoutTarget, data: D): TransactionRunBody<D> {
  return target.kind === 'template' ? { templateId: target.id, data } : { workflowId: target.id, data };
}

/** The transactions endpoint of an environment: `origin` + `/api/sandbox` (test) or `/api/live`. */
export function transactionsUrl(origin: string, apiBase: string): string {
  return `${origin.replace(/\/$/, '')}${apiBase}/transactions`;
}

// ---------------------------------------------------------------------------------------------
// The sample request of the Integrate panel and Copy cURL.

/** A value of the right shape for a parameter, so the sample body is valid as it stands. */
export function sampleValue(parameter: Pick<InputDetailsParameter, 'key' | 'type' | 'format'>): unknown {
  if (parameter.type === 'BOOLEAN') return true;
  if (parameter.type === 'NUMBER' && parameter.format !== 'DATE') return 0;
  switch (parameter.format) {
    case 'DATE':
      return '1990-01-31';
    case 'MOBILE':
      return '+919876543210';
    case 'EMAIL':
      return 'name@example.com';
    case 'IP ADDRESS':
      return '203.0.113.10';
    case 'JSON':
      return {};
    case 'LIST':
      return [];
    default:
      return `<${parameter.key}>`;
  }
}

/** The sample data: every input parameter of the workflow with a sample value, in order. */
export function sampleData(parameters: readonly Pick<InputDetailsParameter, 'key' | 'type' | 'format'>[]): Record<string, unknown> {
  return Object.fromEntries(parameters.map((parameter) => [parameter.key, sampleValue(parameter)]));
}

export interface RequestHeader {
  name: string;
  value: string;
  description: string;
}

export interface SampleRequest {
  method: 'POST';
  url: string;
  headers: RequestHeader[];
  body: TransactionRunBody;
}

/**
 * POST /transactions with the authorization, content-type and organisation-id headers and a JSON
 * body of the workflowId (or templateId) and data (section 7).
 */
export function sampleRequest({ url, orgId, target, data, apiKey = API_KEY_PLACEHOLDER }: { url: string; orgId: string; target: TryoutTarget; data: Record<string, unknown>; apiKey?: string }): SampleRequest {
  return {
    method: 'POST',
    url,
    headers: [
      { name: 'Authorization', value: `Bearer ${apiKey}`, description: 'An API key of this environment (API Keys).' },
      { name: 'Content-Type', value: 'application/json', description: 'The body is JSON.' },
      { name: ORG_ID_HEADER, value: orgId, description: 'Your organisation.' },
    ],
    body: runBody(target, data),
  };
}

/** Quotes a value for a POSIX shell: single quotes, with a single quote written as '\''. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The request as a cURL command, one option a line. */
export function toCurl(request: SampleRequest): string {
  const lines = [
    `curl --request ${request.method}`,
    `  --url ${shellQuote(request.url)}`,
    ...request.headers.map((header) => `  --header ${shellQuote(`${header.name}: ${header.value}`)}`),
    `  --data ${shellQuote(JSON.stringify(request.body, null, 2))}`,
  ];
  return lines.join(' \\\n');
}

/** The request in the HAR shape that snippet generators read. */
export function toHar(request: SampleRequest) {
  return {
    method: request.method,
    url: request.url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: request.headers.map(({ name, value }) => ({ name, value })),
    queryString: [],
    headersSize: -1,
    bodySize: -1,
    postData: { mimeType: 'application/json', text: JSON.stringify(request.body) },
  };
}

// ---------------------------------------------------------------------------------------------
// The try-out rows (sections 4.7, 4.11 and 5.7).

/** One row of the try-out: a parameter (each chosen once) and its value as typed. */
export interface TryoutRow {
  id: number;
  parameter: string | null;
  value: string;
}

/** How a parameter's value is entered. */
export type ValueEntry = 'phone' | 'boolean' | 'number' | 'date' | 'text';

/** Whether a parameter holds a date: the DATE format, or the date of birth (section 5.7: dob shows as a date). */
export function isDateParameter(parameter: { key: string; format?: InputDetailsParameter['format'] }): boolean {
  return parameter.format === 'DATE' || parameter.key.toLowerCase() === 'dob';
}

export function valueEntryOf(parameter: Pick<InputDetailsParameter, 'key' | 'type' | 'format'> | undefined): ValueEntry {
  if (!parameter) return 'text';
  if (isDateParameter(parameter)) return 'date';
  if (parameter.format === 'MOBILE') return 'phone';
  if (parameter.type === 'BOOLEAN') return 'boolean';
  if (parameter.type === 'NUMBER') return 'number';
  return 'text';
}

/** Parameters chosen in other rows: they show disabled in this row's list. */
export const takenParameters = (rows: readonly TryoutRow[], rowId: number) => new Set(rows.filter((row) => row.id !== rowId && row.parameter).map((row) => row.parameter as string));

/** Whether a row has a parameter and a non-empty value. */
export const isFilled = (row: TryoutRow) => row.parameter !== null && row.value.trim() !== '';

/** The Tryout button needs at least one filled row (section 5.7). */
export const canTryout = (rows: readonly TryoutRow[]) => rows.some(isFilled);

/** Another row may be added while some parameter is still unchosen. */
export const canAddRow = (rows: readonly TryoutRow[], parameterCount: number) => rows.length < parameterCount;

/** The transaction's data: the filled rows, booleans and numbers converted by the parameter's type. */
export function tryoutData(rows: readonly TryoutRow[], parameters: readonly Pick<InputDetailsParameter, 'key' | 'type' | 'format'>[]): RunData {
  const byKey = new Map(parameters.map((parameter) => [parameter.key, parameter]));
  const data: RunData = {};
  for (const row of rows.filter(isFilled)) {
    const key = row.parameter as string;
    const entry = valueEntryOf(byKey.get(key));
    const value = row.value.trim();
    if (entry === 'boolean') data[key] = value === 'true';
    else if (entry === 'number' && Number.isFinite(Number(value))) data[key] = Number(value);
    else data[key] = value;
  }
  return data;
}

// ---------------------------------------------------------------------------------------------
// How a result reads.

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The response time as minutes:seconds:milliseconds (section 4.7), e.g. 1 234 ms → '00:01:234';
 * '-' while the transaction has no time yet (awaiting, processing) or none is known.
 */
export function formatResponseTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '-';
  const whole = Math.round(ms);
  const minutes = Math.floor(whole / 60_000);
  const seconds = Math.floor((whole % 60_000) / 1000);
  return `${pad(minutes)}:${pad(seconds)}:${pad(whole % 1000, 3)}`;
}

/** A date value as dd/MM/yyyy: ISO dates as they are, numbers as epoch seconds (the stored form) or milliseconds. */
export function formatDateValue(value: unknown): string | null {
  let date: Date | null = null;
  if (typeof value === 'number' && Number.isFinite(value)) date = new Date(Math.abs(value) < 1e11 ? value * 1000 : value);
  else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const [year, month, day] = value.slice(0, 10).split('-');
    return `${day}/${month}/${year}`;
  } else if (typeof value === 'string' && /^\d+$/.test(value)) return formatDateValue(Number(value));
  if (!date || Number.isNaN(date.getTime())) return null;
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** An input value as the try-out shows it: dob (and DATE parameters) as a date, objects as JSON. */
export function displayInputValue(key: string, value: unknown, format?: InputDetailsParameter['format']): string {
  if (isDateParameter({ key, format })) {
    const date = formatDateValue(value);
    if (date) return date;
  }
  if (value === null || value === undefined) return '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
