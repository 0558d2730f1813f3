import type { components } from '~/contract';
import { CATEGORY_NAMES, SERVICES, serviceEndpoint, serviceResultEndpoint } from './index';
import type { ServiceDefinition, ServiceInputDefinition, ServiceOutputDefinition } from './index';

type Schemas = components['schemas'];
type ApiInputField = Schemas['ApiInputField'];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fieldType(input: ServiceInputDefinition): ApiInputField['type'] {
  if (input.fieldType) return input.fieldType;
  if (input.format === 'LIST') return 'array';
  if (input.format === 'JSON' || input.type === 'INTERFACE') return 'object';
  if (input.type === 'NUMBER') return 'number';
  if (input.type === 'BOOLEAN') return 'boolean';
  return 'string';
}

export function toApiInputField(input: ServiceInputDefinition): ApiInputField {
  return {
    key: input.key,
    displayName: input.displayName,
    type: fieldType(input),
    isOptional: input.optionality !== 'REQUIRED',
    isHiddenOnPlatform: input.isHiddenOnPlatform ?? false,
    validationPattern: input.validationPattern ?? null,
    allowedValues: input.allowedValues ? [...input.allowedValues] : null,
    ...(input.example !== undefined ? { example: input.example } : {}),
    description: input.description,
    platformDescription: input.platformDescription ?? input.description,
  };
}

function asyncParams(service: ServiceDefinition): Schemas['ApiAsyncParams'] | null {
  if (!service.isAsync || !service.async) return null;
  return { isAsync: true, endPoint: serviceResultEndpoint(service), inputs: service.async.inputs.map(toApiInputField) };
}

export const responseRef = (service: ServiceDefinition) => `${service.apiName.charAt(0).toUpperCase()}${service.apiName.slice(1)}Response`;

function descriptionHtml(service: ServiceDefinition): string {
  const tests = service.testValues
    .map((test) => `<li><code>${escapeHtml(JSON.stringify(test.input))}</code>: ${escapeHtml(test.description)} (<strong>${test.status}</strong>)</li>`)
    .join('');
  return [
    `<p>${escapeHtml(service.description)}</p>`,
    `<p>Price: ${service.price} credit${service.price === 1 ? '' : 's'} per call in live mode.${service.isAsync ? ' Runs asynchronously: poll the result with the request id.' : ''}</p>`,
    `<h4>Sandbox test values</h4><ul>${tests}</ul>`,
  ].join('');
}

function sampleValue(output: ServiceOutputDefinition): unknown {
  if (output.example !== undefined) return output.example;
  if (output.format === 'JSON' || output.type === 'INTERFACE') return {};
  if (output.format === 'LIST') return [];
  if (output.type === 'NUMBER') return 0;
  if (output.type === 'BOOLEAN') return false;
  return output.allowedValues?.[0] ?? '';
}

/** A sample success body: the metadata every answer carries, then the outputs. */
export function sampleResponse(service: ServiceDefinition): Record<string, unknown> {
  const body: Record<string, unknown> = {
    requestId: `req_sandbox_${service.id.replace(/-/g, '_')}`,
    timestamp: '2024-11-01T10:30:00.000Z',
  };
  for (const output of service.outputs) body[output.key] = sampleValue(output);
  return body;
}

function outputSchema(output: ServiceOutputDefinition): Record<string, unknown> {
  const base =
    output.format === 'LIST'
      ? { type: 'array', items: { type: 'string' } }
      : output.format === 'JSON' || output.type === 'INTERFACE'
        ? {}
        : { type: [output.type === 'NUMBER' ? 'number' : output.type === 'BOOLEAN' ? 'boolean' : 'string', 'null'] };
  return { ...base, title: output.displayName, description: output.description, ...(output.allowedValues ? { enum: [...output.allowedValues, null] } : {}) };
}

/** JSON schema of a service's success body. */
export function responseSchema(service: ServiceDefinition): Record<string, unknown> {
  return {
    type: 'object',
    required: ['requestId', 'status'],
    properties: {
      requestId: { type: 'string' },
      timestamp: { type: 'string', format: 'date-time' },
      ...Object.fromEntries(service.outputs.map((output) => [output.key, outputSchema(output)])),
    },
  };
}

/** The verification catalogue document of the API explorer (document 3, section 3). */
export function buildApiCatalogue(services: readonly ServiceDefinition[] = SERVICES): Schemas['ApiCatalogue'] {
  const catalogue: Schemas['ApiCatalogue'] = { categories: {}, apis: {}, examples: {}, schemas: {} };
  for (const [category, name] of Object.entries(CATEGORY_NAMES) as [ServiceDefinition['category'], string][]) {
    const members = services.filter((service) => service.category === category);
    if (members.length === 0) continue;
    const entries: Record<string, Schemas['ApiCatalogueEntry']> = {};
    const definitions: Record<string, Schemas['ApiDefinition']> = {};
    for (const service of members) {
      const ref = responseRef(service);
      entries[service.apiName] = {
        title: service.displayName,
        countries: [...service.countries],
        path: serviceEndpoint(service),
        credits_required: service.price,
        isAsync: service.isAsync,
        asyncParams: asyncParams(service),
        serviceId: service.id,
      };
      definitions[service.apiName] = {
        title: service.displayName,
        description: descriptionHtml(service),
        path: serviceEndpoint(service),
        input_fields: service.inputs.map(toApiInputField),
        asyncParams: asyncParams(service),
        responseRef: ref,
        testValues: service.testValues.map((test) => ({ description: test.description, input: { ...test.input }, status: test.status })),
      };
      catalogue.examples[ref] = sampleResponse(service);
      catalogue.schemas[ref] = responseSchema(service);
    }
    catalogue.categories[name] = entries;
    catalogue.apis[name] = definitions;
  }
  return catalogue;
}
