// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { dereference } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_HOSTED_CONFIG,
  FEATURE_AREAS,
  GEOGRAPHIES,
  INDUSTRIES,
  INPUT_ATTRIBUTES,
  PERMISSION_ACTIONS,
  PERMISSION_RESOURCES,
  PLANS,
  ROLES,
  ROLE_PERMISSIONS,
  SERVICES,
  SERVICE_STATUSES,
  USE_CASES,
  WEBHOOK_EVENT_TYPES,
  defaultFeatureFlags,
  toInputAttribute,
  toSupplier,
} from './index';

// The reference tables hold values the contract defines: checked here against openapi.yaml itself.

let schemas: Record<string, OpenAPIV3_1.SchemaObject>;
const ajv = new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true });
addFormats(ajv);

beforeAll(async () => {
  const spec = await dereference<OpenAPIV3_1.Document>(fileURLToPath(new URL('../openapi.yaml', import.meta.url)));
  schemas = (spec.components?.schemas ?? {}) as Record<string, OpenAPIV3_1.SchemaObject>;
});

const enumOf = (name: string) => [...((schemas[name]?.enum ?? []) as string[])].sort();
function expectValid(schemaName: string, value: unknown) {
  const schema = schemas[schemaName];
  expect(schema, schemaName).toBeDefined();
  const validate = ajv.compile(schema as object);
  expect(validate(value) ? [] : validate.errors, `${schemaName}: ${JSON.stringify(value).slice(0, 120)}`).toEqual([]);
}

describe('contract/reference', () => {
  it('lists exactly the roles, actions and resources of the contract', () => {
    expect([...ROLES].sort()).toEqual(enumOf('Role'));
    expect([...PERMISSION_ACTIONS, '*'].sort()).toEqual(enumOf('PermissionAction'));
    expect([...PERMISSION_RESOURCES].sort()).toEqual(enumOf('PermissionResource'));
    for (const role of ROLES) for (const grant of ROLE_PERMISSIONS[role]) expectValid('Permission', grant);
  });

  it('offers one option for each value of the contract’s enums', () => {
    expect(USE_CASES.map((o) => o.value).sort()).toEqual(enumOf('CatalogueUseCase'));
    expect(INDUSTRIES.map((o) => o.value).sort()).toEqual(enumOf('Industry'));
    expect(GEOGRAPHIES.map((o) => o.value).sort()).toEqual(enumOf('Geography'));
    expect([...WEBHOOK_EVENT_TYPES].sort()).toEqual(enumOf('WebhookEventType'));
    expect([...SERVICE_STATUSES].sort()).toEqual(enumOf('ServiceStatus'));
    for (const option of USE_CASES) expectValid('UseCaseOption', option);
    for (const option of INDUSTRIES) expectValid('IndustryOption', option);
    for (const option of GEOGRAPHIES) expectValid('GeographyOption', option);
  });

  it('holds plans, flags, theme, services and attributes in the contract’s shapes', () => {
    for (const plan of PLANS) expectValid('Plan', plan);
    expect([...FEATURE_AREAS].sort()).toEqual(Object.keys(schemas.FeatureFlags?.properties ?? {}).sort());
    expectValid('FeatureFlags', defaultFeatureFlags('in'));
    expectValid('FeatureFlags', defaultFeatureFlags('us'));
    expectValid('HostedConfig', DEFAULT_HOSTED_CONFIG);
    const noOperators = () => [];
    for (const service of SERVICES) expectValid('Supplier', toSupplier(service, noOperators));
    for (const attr of INPUT_ATTRIBUTES) expectValid('InputAttribute', toInputAttribute(attr, []));
  });

  it('gives every service a unique id and API name', () => {
    expect(new Set(SERVICES.map((s) => s.id)).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((s) => s.apiName)).size).toBe(SERVICES.length);
  });
});
