import type { components } from '../../types.gen';
import { SERVICE_STATUSES } from '../options';

type Schemas = components['schemas'];
type Country = Schemas['CatalogueCountry'];
type DataType = Schemas['CatalogueDataType'];
type Format = Schemas['CatalogueFormat'];
type Optionality = Schemas['CatalogueOptionality'];
type ServiceStatus = Schemas['ServiceStatus'];

export type ServiceCategory = Schemas['ServiceCategory'];
export type ExampleValue = Schemas['ExampleValue'];

export interface ServiceInputDefinition {
  key: string;
  displayName: string;
  type: DataType;
  format: Format;
  optionality: Optionality;
  description: string;
  example?: ExampleValue;
  allowedValues?: readonly string[];
  validationPattern?: string;
  /** The API explorer's field kind when it is not derived from the type (uploads). */
  fieldType?: 'file';
  /** Filled by the platform (consent texts, polling ids): hidden in the explorer's form. */
  isHiddenOnPlatform?: boolean;
  /** The explorer's help text, when it differs from the description. */
  platformDescription?: string;
}

export interface ServiceOutputDefinition {
  key: string;
  displayName: string;
  type: DataType;
  format: Format;
  description: string;
  allowedValues?: readonly string[];
  example?: ExampleValue | null;
}

/** A published sandbox test value: this input answers this status (the engine honours it). */
export interface ServiceTestValue {
  description: string;
  input: Readonly<Record<string, ExampleValue>>;
  status: ServiceStatus;
}

export interface ServiceAsyncDefinition {
  /** Inputs of the poll; the first input's key is the polling key. */
  inputs: readonly ServiceInputDefinition[];
}

/**
 * A verification service of the sandbox catalogue: what it is, what it takes and answers, what it
 * costs. No behaviour: the engine implements the answers later, following `testValues`.
 */
export interface ServiceDefinition {
  id: string;
  displayName: string;
  /** camelCase API name of the catalogue document. */
  apiName: string;
  label: string;
  category: ServiceCategory;
  countries: readonly Country[];
  description: string;
  inputs: readonly ServiceInputDefinition[];
  outputs: readonly ServiceOutputDefinition[];
  /** Credits per call in live mode. */
  price: number;
  isAsync: boolean;
  async?: ServiceAsyncDefinition;
  testValues: readonly ServiceTestValue[];
}

type InputExtras = Partial<Pick<ServiceInputDefinition, 'example' | 'allowedValues' | 'validationPattern' | 'fieldType' | 'isHiddenOnPlatform' | 'platformDescription' | 'format'>>;
type OutputExtras = Partial<Pick<ServiceOutputDefinition, 'allowedValues' | 'example' | 'format'>>;

function input(optionality: Optionality, key: string, displayName: string, type: DataType, description: string, extras: InputExtras = {}): ServiceInputDefinition {
  return { key, displayName, type, format: 'TEXT', optionality, description, ...extras };
}

/** A required input. */
export const req = (key: string, displayName: string, type: DataType, description: string, extras?: InputExtras) => input('REQUIRED', key, displayName, type, description, extras);
/** An optional input. */
export const opt = (key: string, displayName: string, type: DataType, description: string, extras?: InputExtras) => input('OPTIONAL', key, displayName, type, description, extras);
/** An input whose need depends on another (the builder lets the user switch it). */
export const cond = (key: string, displayName: string, type: DataType, description: string, extras?: InputExtras) => input('CONDITIONAL', key, displayName, type, description, extras);

/** An output. */
export const out = (key: string, displayName: string, type: DataType, description: string, extras: OutputExtras = {}): ServiceOutputDefinition => ({
  key,
  displayName,
  type,
  format: 'TEXT',
  description,
  ...extras,
});

/** The status output every service has (document 2, section 3.3). */
export const statusOutput = (): ServiceOutputDefinition =>
  out('status', 'Status', 'STRING', 'OK when the check ran and found the record, NO_RECORD_FOUND when there is none, FAILED when the input was invalid or the source failed.', {
    allowedValues: SERVICE_STATUSES,
    example: 'OK',
  });

/** Consent inputs of services that read personal records (hidden behind one checkbox in the explorer). */
export const consentInputs = (): ServiceInputDefinition[] => [
  req('consent', 'Consent', 'STRING', 'Y when the customer consented to the check.', { allowedValues: ['Y', 'N'], example: 'Y', isHiddenOnPlatform: true }),
  req('consentText', 'Consent Text', 'STRING', 'The consent sentence the customer approved.', {
    example: 'I approve Veriflow to capture and process my data for verification.',
    isHiddenOnPlatform: true,
  }),
  opt('consentType', 'Consent Type', 'STRING', 'How the consent was given.', { allowedValues: ['explicit', 'implicit'], example: 'explicit', isHiddenOnPlatform: true }),
];

export const riskLevels = ['LOW', 'MEDIUM', 'HIGH'] as const;
