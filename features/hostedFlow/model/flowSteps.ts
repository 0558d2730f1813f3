import type { components } from '~/contract';
import type { InputAttributeDefinition } from '~/contract/reference/catalogue/inputAttributes';

type Schemas = components['schemas'];
export type InputDetails = Schemas['InputDetails'];
export type InputDetailsParameter = Schemas['InputDetailsParameter'];

/** What the end user is asked for, by input type (document 2 §3.3 types and formats, with the documents of §2.5). */
export type FieldKind = 'text' | 'number' | 'dob' | 'date' | 'phone' | 'email' | 'select' | 'document' | 'selfie';

export interface FlowField {
  key: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Choices of a select (allowed values of the attribute, or Yes/No for a boolean). */
  options?: readonly { value: string; label: string }[];
}

export type StepId = 'details' | 'contact' | 'document' | 'selfie';

export interface FlowStep {
  id: StepId;
  title: string;
  description: string;
  fields: FlowField[];
}

const STEP_TEXT: Readonly<Record<StepId, { title: string; description: string }>> = {
  details: { title: 'Your details', description: 'Enter them as they appear on your identity document.' },
  contact: { title: 'Contact details', description: 'We use them only for this verification.' },
  document: { title: 'Identity document', description: 'Take a photo of your document or upload one. Make sure every corner is visible and the text is readable.' },
  selfie: { title: 'Take a selfie', description: 'Face the camera in good light, without glasses, hat or mask.' },
};

const STEP_OF_KIND: Readonly<Record<FieldKind, StepId>> = {
  text: 'details',
  number: 'details',
  dob: 'details',
  date: 'details',
  select: 'details',
  phone: 'contact',
  email: 'contact',
  document: 'document',
  selfie: 'selfie',
};

const STEP_ORDER: readonly StepId[] = ['details', 'contact', 'document', 'selfie'];

/**
 * The input attributes of the start step by key (contract/reference), for what InputDetails does
 * not carry: allowed values, and the names and types of awaited keys. The flow loads the catalogue
 * beside the session (a chunk of its own, out of the initial JavaScript); without it fields fall
 * back to their type and format, and awaited keys to text.
 */
export type AttributeLookup = ReadonlyMap<string, Pick<InputAttributeDefinition, 'displayName' | 'type' | 'format' | 'allowedValues'>>;

export function attributeLookup(attributes: readonly InputAttributeDefinition[]): AttributeLookup {
  return new Map(attributes.map((attribute) => [attribute.key, attribute]));
}

const NONE: AttributeLookup = new Map();

/** `phoneNumber` → `Phone number`, for keys the catalogue does not know. */
export function humaniseKey(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const humanise = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');

/** The field for one input: its kind from the key (documents, selfies, dob), else from the format and type. */
export function fieldFor(parameter: Pick<InputDetailsParameter, 'key' | 'displayName' | 'type' | 'format' | 'required'>, attributes: AttributeLookup = NONE): FlowField {
  const reference = attributes.get(parameter.key);
  const type = parameter.type ?? reference?.type;
  const format = parameter.format ?? reference?.format;
  const base = { key: parameter.key, label: parameter.displayName || reference?.displayName || humaniseKey(parameter.key), required: parameter.required };
  if (/selfie/i.test(parameter.key)) return { ...base, kind: 'selfie' };
  if (/image$/i.test(parameter.key)) return { ...base, kind: 'document' };
  if (format === 'DATE' || (!format && /^(dob|dateOfBirth|birthDate)$/i.test(parameter.key))) return { ...base, kind: /^(dob|dateOfBirth|birthDate)$/i.test(parameter.key) ? 'dob' : 'date' };
  if (format === 'MOBILE' || (!format && /^(phone|mobile)(number)?$/i.test(parameter.key))) return { ...base, kind: 'phone' };
  if (format === 'EMAIL' || (!format && /^e-?mail(address)?$/i.test(parameter.key))) return { ...base, kind: 'email' };
  if (reference?.allowedValues) return { ...base, kind: 'select', options: reference.allowedValues.map((value) => ({ value, label: humanise(value) })) };
  if (type === 'BOOLEAN') return { ...base, kind: 'select', options: [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }] };
  if (type === 'NUMBER') return { ...base, kind: 'number' };
  return { ...base, kind: 'text' };
}

/**
 * The steps the end user goes through: details, contact, document, selfie (empty ones left out),
 * each field in the workflow's order. Awaited keys are asked later, when the run waits for them.
 */
export function flowSteps(details: InputDetails, attributes: AttributeLookup = NONE): FlowStep[] {
  const awaited = new Set(details.awaitedKeys);
  const byStep = new Map<StepId, FlowField[]>();
  for (const parameter of details.inputParameters) {
    if (awaited.has(parameter.key)) continue;
    const field = fieldFor(parameter, attributes);
    const step = STEP_OF_KIND[field.kind];
    byStep.set(step, [...(byStep.get(step) ?? []), field]);
  }
  return STEP_ORDER.flatMap((id) => {
    const fields = byStep.get(id);
    return fields ? [{ id, ...STEP_TEXT[id], fields }] : [];
  });
}

/** The fields of an AWAITING run: typed like the workflow's inputs where the key is known, required. */
export function awaitedFields(details: InputDetails, keys: readonly string[], attributes: AttributeLookup = NONE): FlowField[] {
  return keys.map((key) => {
    const parameter = details.inputParameters.find((p) => p.key === key);
    const reference = attributes.get(key);
    return fieldFor({ key, displayName: parameter?.displayName ?? reference?.displayName ?? humaniseKey(key), type: parameter?.type, format: parameter?.format, required: true }, attributes);
  });
}

export type FieldValues = Record<string, string>;

/** A label inside a sentence: words lower-cased, acronyms (IFSC, PAN, UPI ID) kept. */
function inSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word.replace(/[^A-Za-z0-9]/g, '')) ? word : word.toLowerCase()))
    .join(' ');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The message to show under a field, or null when its value is fine. Values are the inputs' raw text. */
export function validateField(field: FlowField, raw: string | undefined, today: Date = new Date()): string | null {
  const value = (raw ?? '').trim();
  if (value === '') {
    if (!field.required) return null;
    if (field.kind === 'document' || field.kind === 'selfie') return field.kind === 'selfie' ? 'Take a selfie to continue' : 'Add a photo of your document to continue';
    return `Enter your ${inSentence(field.label)}`;
  }
  switch (field.kind) {
    case 'number':
      return Number.isFinite(Number(value.replace(',', '.'))) ? null : 'Enter a number';
    case 'email':
      return EMAIL.test(value) ? null : 'Enter an email address like name@example.com';
    case 'phone': {
      const digits = value.replace(/^\+\d+\s/, '').replace(/[\s()-]/g, '');
      return /^\d{6,14}$/.test(digits) ? null : 'Enter a valid phone number';
    }
    case 'dob':
    case 'date': {
      const date = parseIsoDate(value);
      if (!date) return 'Enter a valid date';
      if (field.kind === 'dob') {
        if (date.getTime() > today.getTime()) return 'Date of birth cannot be in the future';
        if (today.getUTCFullYear() - date.getUTCFullYear() > 120) return 'Enter a valid date of birth';
      }
      return null;
    }
    default:
      return null;
  }
}

function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/** Errors of every field of a step, keyed by field; empty when the step can go on. */
export function validateStep(fields: readonly FlowField[], values: FieldValues, today?: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = validateField(field, values[field.key], today);
    if (message) errors[field.key] = message;
  }
  return errors;
}

/**
 * The input data of the transaction: dates as epoch seconds (the DATE format), numbers as numbers,
 * booleans as booleans, phone numbers in E.164 form, documents as their reference on the server; empty optional
 * fields left out.
 */
export function toInputData(fields: readonly FlowField[], values: FieldValues): Record<string, string | number | boolean> {
  const data: Record<string, string | number | boolean> = {};
  for (const field of fields) {
    const value = (values[field.key] ?? '').trim();
    if (value === '') continue;
    switch (field.kind) {
      case 'number':
        data[field.key] = Number(value.replace(',', '.'));
        break;
      case 'dob':
      case 'date': {
        const date = parseIsoDate(value);
        if (date) data[field.key] = date.getTime() / 1000;
        break;
      }
      case 'phone':
        data[field.key] = value.replace(/[\s()-]/g, '');
        break;
      case 'select':
        data[field.key] = field.options?.some((o) => o.value === 'true') ? value === 'true' : value;
        break;
      default:
        data[field.key] = value;
    }
  }
  return data;
}
