import { object, string, ValidationError } from 'yup';
import type { LiveModeRequest } from '~/contract';
import { INDIAN_STATES, isIndianState } from './indianStates';

export const liveModeMessages = {
  panRequired: 'Pan Number is required',
  panFormat: 'Invalid PAN format',
  companyNameRequired: 'Company name is required',
  companyNameMin: 'Company name must be at least 2 characters',
  companyNameMax: 'Company name must be less than 100 characters',
  gstFormat: 'Invalid GST Number format',
  cityMin: 'City name must be at least 2 characters',
  cityMax: 'City name must be less than 50 characters',
  zipCode: 'Zip Code must be a 6-digit number',
  required: 'Required Field',
} as const;

const m = liveModeMessages;

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const GST_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/;
export const ZIP_CODE_PATTERN = /^[0-9]{6}$/;

/** The live-mode request form (document 1 section 5), with the specification's messages. */
export const liveModeRequestSchema = object({
  companyName: string().required(m.companyNameRequired).min(2, m.companyNameMin).max(100, m.companyNameMax),
  pan: string().required(m.panRequired).matches(PAN_PATTERN, m.panFormat),
  gstNumber: string().matches(GST_PATTERN, { message: m.gstFormat, excludeEmptyString: true }),
  state: string().required(m.required).oneOf(INDIAN_STATES, m.required),
  city: string().required(m.cityMin).min(2, m.cityMin).max(50, m.cityMax),
  zipCode: string().required(m.zipCode).matches(ZIP_CODE_PATTERN, m.zipCode),
});

export interface LiveModeRequestValues {
  companyName: string;
  pan: string;
  gstNumber: string;
  state: string;
  city: string;
  zipCode: string;
}

export type LiveModeRequestField = keyof LiveModeRequestValues;

export const liveModeRequestFields: readonly LiveModeRequestField[] = ['companyName', 'pan', 'gstNumber', 'state', 'city', 'zipCode'];

export const emptyLiveModeRequest: LiveModeRequestValues = { companyName: '', pan: '', gstNumber: '', state: '', city: '', zipCode: '' };

/** PAN and GST numbers are written in capitals: what is typed in them is upper-cased as it is typed. */
const CAPITALS_FIELDS: ReadonlySet<LiveModeRequestField> = new Set(['pan', 'gstNumber']);

/** The value a field keeps for what was typed in it. */
export function liveModeEntry(field: LiveModeRequestField, typed: string): string {
  return CAPITALS_FIELDS.has(field) ? typed.toUpperCase() : typed;
}

export type LiveModeRequestErrors = Partial<Record<LiveModeRequestField, string>>;

/** The first failing message of each field, in the order the schema lists its rules. */
export function validateLiveModeRequest(values: LiveModeRequestValues): LiveModeRequestErrors {
  const errors: LiveModeRequestErrors = {};
  for (const field of liveModeRequestFields) {
    try {
      liveModeRequestSchema.validateSyncAt(field, values);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors[field] = error.errors[0] ?? m.required;
    }
  }
  return errors;
}

/** The request body for valid values; an empty GST number is left out, as the contract asks. */
export function toLiveModeRequest(values: LiveModeRequestValues): LiveModeRequest | null {
  if (!isIndianState(values.state)) return null;
  const { gstNumber, ...rest } = values;
  return { ...rest, state: values.state, ...(gstNumber === '' ? {} : { gstNumber }) };
}
