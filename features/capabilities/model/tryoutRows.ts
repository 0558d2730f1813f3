import type { components } from '~/contract';

type CapabilityInput = components['schemas']['CapabilityInput'];

/** One row of the try-out: a parameter (each chosen once) and its value as typed. */
export interface TryoutRow {
  id: number;
  parameter: string | null;
  value: string;
}

/** The texts of document 2 sections 4.7 and 4.11. */
export const TRYOUT_SUCCESS = 'Transaction successfully executed';
export const TRYOUT_FAILURE = 'Some error occurred while executing the transaction. Please try again.';

/** How a parameter's value is entered: phone input (default region us), True/False, a number, or text. */
export type ValueEntry = 'phone' | 'boolean' | 'number' | 'text';

export function valueEntryOf(input: Pick<CapabilityInput, 'type' | 'format'> | undefined): ValueEntry {
  if (!input) return 'text';
  if (input.format === 'MOBILE') return 'phone';
  if (input.type === 'BOOLEAN') return 'boolean';
  if (input.type === 'NUMBER' && input.format !== 'DATE') return 'number';
  return 'text';
}

/** Parameters chosen in other rows: they show disabled in this row's list (section 5.7). */
export const takenParameters = (rows: readonly TryoutRow[], rowId: number) => new Set(rows.filter((row) => row.id !== rowId && row.parameter).map((row) => row.parameter as string));

/** Whether a row has a parameter and a non-empty value; the Tryout button needs one. */
export const isFilled = (row: TryoutRow) => row.parameter !== null && row.value.trim() !== '';

export const canTryout = (rows: readonly TryoutRow[]) => rows.some(isFilled);

/** The transaction's data: the filled rows, booleans and numbers converted by the parameter's type. */
export function tryoutData(rows: readonly TryoutRow[], inputs: readonly Pick<CapabilityInput, 'key' | 'type' | 'format'>[]): Record<string, unknown> {
  const byKey = new Map(inputs.map((input) => [input.key, input]));
  const data: Record<string, unknown> = {};
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
