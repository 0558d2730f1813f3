import type { components } from '../../types.gen';
import { bankServices } from './bank';
import { businessServices } from './business';
import { complianceServices } from './compliance';
import { contactServices } from './contact';
import { documentServices } from './documents';
import { identityServices } from './identity';
import { riskServices } from './risk';
import type { ServiceCategory, ServiceDefinition, ServiceInputDefinition, ServiceOutputDefinition } from './types';

export type { ExampleValue, ServiceAsyncDefinition, ServiceCategory, ServiceDefinition, ServiceInputDefinition, ServiceOutputDefinition, ServiceTestValue } from './types';
export { INPUT_ATTRIBUTE_CATEGORIES, INPUT_ATTRIBUTES, toInputAttribute, type InputAttributeDefinition } from './inputAttributes';

type Schemas = components['schemas'];
type OperatorRefs = Schemas['SupplierOutput']['operators'];
/** The operators a value of this type and format offers; the caller's operator registry answers it. */
export type OperatorsOf = (type: Schemas['CatalogueDataType'], format: Schemas['CatalogueFormat']) => OperatorRefs;

/**
 * The service catalogue: every sandbox verification service, what it takes and answers, what it
 * costs and its published test values, sorted by display name. The server runs them; the fixtures
 * serve a subset of them.
 */
export const SERVICES: readonly ServiceDefinition[] = [
  ...identityServices,
  ...bankServices,
  ...contactServices,
  ...riskServices,
  ...documentServices,
  ...businessServices,
  ...complianceServices,
].sort((a, b) => a.displayName.localeCompare(b.displayName, 'en'));

const byId: ReadonlyMap<string, ServiceDefinition> = new Map(SERVICES.map((service) => [service.id, service]));

export function findService(id: string): ServiceDefinition | undefined {
  return byId.get(id);
}

/** Category names of the API explorer, in its order. */
export const SERVICE_CATEGORY_NAMES: Readonly<Record<ServiceCategory, string>> = {
  identity: 'Identity Verification',
  bank: 'Bank Verification',
  contact: 'Contact Intelligence',
  risk: 'Fraud and Risk Signals',
  document: 'Document Verification',
  biometric: 'Biometrics',
  business: 'Business Verification',
  compliance: 'Compliance and AML',
};

/** Path of a service's try-out call, relative to the environment base; also its endpoint in merchant data. */
export const serviceEndpoint = (service: { id: string }) => `/services/${service.id}`;
/** Path polled for an asynchronous service's result. */
export const serviceResultEndpoint = (service: { id: string }) => `/services/${service.id}/result`;

export function toSupplierInput(input: ServiceInputDefinition): Schemas['SupplierInput'] {
  return {
    key: input.key,
    displayName: input.displayName,
    type: input.type,
    format: input.format,
    optionality: input.optionality,
    isOptional: input.optionality !== 'REQUIRED',
    description: input.description,
    ...(input.example !== undefined ? { example: input.example } : {}),
    ...(input.allowedValues ? { allowedValues: [...input.allowedValues] } : {}),
    ...(input.validationPattern ? { validationPattern: input.validationPattern } : {}),
  };
}

export function toSupplierOutput(output: ServiceOutputDefinition, operatorsOf: OperatorsOf): Schemas['SupplierOutput'] {
  return {
    key: output.key,
    displayName: output.displayName,
    platformDisplayName: output.displayName,
    type: output.type,
    format: output.format,
    description: output.description,
    ...(output.allowedValues ? { allowedValues: [...output.allowedValues] } : {}),
    operators: operatorsOf(output.type, output.format),
  };
}

/** A service in the shape of GET /suppliers. */
export function toSupplier(service: ServiceDefinition, operatorsOf: OperatorsOf): Schemas['Supplier'] {
  return {
    id: service.id,
    displayName: service.displayName,
    apiName: service.apiName,
    label: service.label,
    category: service.category,
    description: service.description,
    countries: [...service.countries],
    price: service.price,
    isAsync: service.isAsync,
    inputs: service.inputs.map(toSupplierInput),
    outputParameters: service.outputs.map((output) => toSupplierOutput(output, operatorsOf)),
  };
}

/** A service in the shape of GET /suppliers/input-output. */
export function toSupplierInputOutput(service: ServiceDefinition, operatorsOf: OperatorsOf): Schemas['SupplierInputOutput'] {
  return {
    id: service.id,
    displayName: service.displayName,
    apiName: service.apiName,
    inputs: service.inputs.map(toSupplierInput),
    outputs: service.outputs.map((output) => toSupplierOutput(output, operatorsOf)),
  };
}
