import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { OPERATORS } from '../../catalogue/operators';
import { inputAttributeByKey } from '../../catalogue/inputAttributes';
import { buildApiCatalogue, responseRef } from './apiDocument';
import { CATEGORY_NAMES, findService, SERVICES, serviceEndpoint, toSupplier } from './index';

describe('the sandbox service catalogue', () => {
  it('has at least 20 services with unique ids and API names, sorted by display name', () => {
    expect(SERVICES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(SERVICES.map((s) => s.id)).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((s) => s.apiName)).size).toBe(SERVICES.length);
    const names = SERVICES.map((s) => s.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const service of SERVICES) {
      expect(service.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(service.apiName).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
  });

  it('covers the services product-decisions.md lists', () => {
    for (const id of [
      'pan-verification', 'aadhaar-verification', 'gstin-verification', 'voter-id-verification', 'passport-mrz', 'bank-account-verification',
      'ifsc-lookup', 'upi-verification', 'mobile-risk', 'email-risk', 'mobile-to-name', 'name-match', 'ip-intelligence', 'device-intelligence',
      'document-ocr', 'face-match', 'liveness', 'company-registry', 'address-match', 'sanctions-pep-screening',
    ]) {
      expect(findService(id), id).toBeDefined();
    }
  });

  it('gives every input an optionality and unique keys', () => {
    for (const service of SERVICES) {
      const keys = service.inputs.map((i) => i.key);
      expect(new Set(keys).size, service.id).toBe(keys.length);
      for (const input of service.inputs) expect(['REQUIRED', 'OPTIONAL', 'CONDITIONAL'], `${service.id}.${input.key}`).toContain(input.optionality);
      expect(service.inputs.some((i) => i.optionality === 'REQUIRED' || i.optionality === 'CONDITIONAL') || service.id === 'company-registry', service.id).toBe(true);
    }
  });

  it('gives every service a status output with OK, FAILED and NO_RECORD_FOUND, and unique output keys', () => {
    for (const service of SERVICES) {
      const status = service.outputs.find((o) => o.key === 'status');
      expect(status, service.id).toBeDefined();
      expect(status?.type).toBe('STRING');
      expect([...(status?.allowedValues ?? [])].sort()).toEqual(['FAILED', 'NO_RECORD_FOUND', 'OK']);
      const keys = service.outputs.map((o) => o.key);
      expect(new Set(keys).size, service.id).toBe(keys.length);
    }
  });

  it('prices every service in whole positive credits and names its countries', () => {
    for (const service of SERVICES) {
      expect(service.price, service.id).toBeGreaterThan(0);
      expect(Number.isInteger(service.price)).toBe(true);
      expect(service.countries.length, service.id).toBeGreaterThan(0);
    }
  });

  it('keeps examples within their validation patterns and allowed values', () => {
    for (const service of SERVICES) {
      for (const input of [...service.inputs, ...(service.async?.inputs ?? [])]) {
        if (input.example === undefined) continue;
        if (input.validationPattern) expect(String(input.example), `${service.id}.${input.key}`).toMatch(new RegExp(input.validationPattern));
        if (input.allowedValues) expect(input.allowedValues, `${service.id}.${input.key}`).toContain(input.example);
      }
      for (const output of service.outputs) {
        if (output.allowedValues && typeof output.example === 'string') expect(output.allowedValues, `${service.id}.${output.key}`).toContain(output.example);
      }
    }
  });

  it('documents sandbox test values over the service inputs, with each status where it applies', () => {
    for (const service of SERVICES) {
      expect(service.testValues.length, service.id).toBeGreaterThanOrEqual(2);
      expect(service.testValues.some((t) => t.status === 'OK'), service.id).toBe(true);
      const keys = new Set(service.inputs.map((i) => i.key));
      for (const test of service.testValues) {
        for (const key of Object.keys(test.input)) expect(keys.has(key), `${service.id} test value key ${key}`).toBe(true);
        if (test.status === 'FAILED') continue;
        for (const input of service.inputs) {
          if (input.optionality === 'REQUIRED' && !input.isHiddenOnPlatform) expect(test.input[input.key], `${service.id}: ${test.description} lacks ${input.key}`).toBeDefined();
          const value = test.input[input.key];
          if (value !== undefined && input.validationPattern) expect(String(value), `${service.id}: ${test.description}`).toMatch(new RegExp(input.validationPattern));
        }
      }
    }
  });

  it('describes asynchronous services with poll inputs', () => {
    const asyncServices = SERVICES.filter((s) => s.isAsync);
    expect(asyncServices.length).toBeGreaterThan(0);
    for (const service of asyncServices) expect(service.async?.inputs.length, service.id).toBeGreaterThan(0);
    for (const service of SERVICES.filter((s) => !s.isAsync)) expect(service.async).toBeUndefined();
  });

  it('offers on each output only operators that support its data type', () => {
    const byName = new Map(OPERATORS.map((op) => [op.name, op]));
    for (const service of SERVICES) {
      for (const output of toSupplier(service).outputParameters) {
        expect(output.operators.length).toBeGreaterThan(0);
        for (const { key } of output.operators) expect(byName.get(key)?.supportedDataTypes, `${service.id}.${output.key} ${key}`).toContain(output.type);
      }
    }
  });

  it('uses the input attribute keys with the same data type wherever an input names one', () => {
    for (const service of SERVICES) {
      for (const input of service.inputs) {
        const attribute = inputAttributeByKey.get(input.key);
        if (attribute) expect(`${input.type}/${input.format}`, `${service.id}.${input.key}`).toBe(`${attribute.type}/${attribute.format}`);
      }
    }
  });
});

describe('the API catalogue document', () => {
  const catalogue = buildApiCatalogue();

  it('lists every service once, under its category name, with its definition', () => {
    const entries = Object.entries(catalogue.categories).flatMap(([category, apis]) => Object.entries(apis).map(([apiName, entry]) => ({ category, apiName, entry })));
    expect(entries).toHaveLength(SERVICES.length);
    for (const service of SERVICES) {
      const category = CATEGORY_NAMES[service.category];
      const entry = catalogue.categories[category]?.[service.apiName];
      expect(entry, service.id).toMatchObject({ title: service.displayName, path: serviceEndpoint(service), credits_required: service.price, isAsync: service.isAsync, serviceId: service.id });
      const definition = catalogue.apis[category]?.[service.apiName];
      expect(definition?.input_fields.map((f) => f.key)).toEqual(service.inputs.map((i) => i.key));
      expect(definition?.description).toContain('<p>');
      expect(definition?.responseRef).toBe(responseRef(service));
      expect(definition?.testValues).toHaveLength(service.testValues.length);
      if (service.isAsync) expect(entry?.asyncParams?.endPoint).toBe(`${serviceEndpoint(service)}/result`);
      else expect(entry?.asyncParams).toBeNull();
    }
  });

  it('maps file inputs to file fields and hides consent fields on the platform', () => {
    const ocr = catalogue.apis[CATEGORY_NAMES.document]?.documentOcr;
    expect(ocr?.input_fields.find((f) => f.key === 'documentImage')?.type).toBe('file');
    const aadhaar = catalogue.apis[CATEGORY_NAMES.identity]?.aadhaarVerification;
    expect(aadhaar?.input_fields.filter((f) => f.isHiddenOnPlatform).map((f) => f.key)).toEqual(['consent', 'consentText', 'consentType']);
  });

  it('holds a sample success body for each response reference that fits its schema', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    for (const service of SERVICES) {
      const ref = responseRef(service);
      const example = catalogue.examples[ref];
      expect(example?.status, ref).toBe('OK');
      const validate = ajv.compile(catalogue.schemas[ref] as object);
      expect(validate(example), `${ref}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
