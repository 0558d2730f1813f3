import { readFileSync } from 'node:fs';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: object;
}

/** Who the contract lets call an operation: its `security` (or the document's), reduced to the schemes. */
export interface OperationSecurity {
  /** No credentials at all (`security: []`). */
  anonymous: boolean;
  /** A signed-in session. */
  session: boolean;
  /** A session acting on an organisation named by the organisation header. */
  organization: boolean;
  /** An API key of the environment (`Authorization: Bearer`). */
  apiKey: boolean;
  /** A QuickLink's access token (`Authorization: Bearer vfql_…`; the /hosted operations, ADR 0025). */
  hostedToken: boolean;
}

export interface ContractOperation {
  operationId: string;
  method: Method;
  /** Path as the contract writes it (`/workflows/{workflowId}`). */
  path: string;
  /** Fastify's form of the path (`/workflows/:workflowId`). */
  routePath: string;
  /** Served once under `/api` (true) or in each environment, `/api/sandbox` and `/api/live` (false). */
  outsideEnvironments: boolean;
  validateParams: ValidateFunction;
  validateQuery: ValidateFunction;
  /** Null when the operation takes no JSON body. */
  validateBody: ValidateFunction | null;
  /** Whether a JSON body is required. */
  bodyRequired: boolean;
  /** Content types of the request body the contract allows. */
  bodyTypes: string[];
  validateResponse(status: number, body: unknown): string | null;
  security: OperationSecurity;
}

type Json = Record<string, unknown>;

/** Statuses any operation may answer when it refuses the request before reading it (validateResponse). */
const REQUEST_REFUSALS = new Set([400, 413, 414, 415, 431]);

const CONTRACT_URL = new URL('../../contract/openapi.yaml', import.meta.url);

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', 'contract#/$defs/') : rewriteRefs(v)]),
    );
  }
  return value;
}

function resolve<T>(doc: Json, value: T | { $ref: string }): T {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string' && value.$ref.startsWith('#/')) {
    const target = value.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, part) => (node as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return resolve(doc, target as T);
  }
  return value as T;
}

/** What a validation failure says, in words a developer calling the API can act on. */
export function describeErrors(where: string, errors: ErrorObject[] | null | undefined): string {
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    const at = `${where}${error.instancePath.replace(/\//g, '.')}`;
    let text: string;
    if (error.keyword === 'additionalProperties') text = `${at} has an unknown field "${String(error.params.additionalProperty)}"`;
    else if (error.keyword === 'required') text = `${at} is missing the required field "${String(error.params.missingProperty)}"`;
    else if (error.keyword === 'enum') text = `${at} must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    else if (['if', 'anyOf', 'oneOf', 'allOf'].includes(error.keyword)) continue;
    else text = `${at} ${error.message ?? 'is invalid'}`;
    seen.add(text);
  }
  return [...seen].slice(0, 5).join('; ') || `${where} is invalid`;
}

function objectSchema(params: ParameterObject[]): object {
  return {
    type: 'object',
    additionalProperties: false,
    required: params.filter((p) => p.required).map((p) => p.name),
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])),
  };
}

function securityOf(requirements: unknown): OperationSecurity {
  const alternatives = (Array.isArray(requirements) ? requirements : []) as Json[];
  const some = (scheme: string) => alternatives.some((alternative) => scheme in alternative);
  return {
    anonymous: alternatives.length === 0 || alternatives.some((alternative) => Object.keys(alternative).length === 0),
    session: some('session'),
    organization: some('organization'),
    apiKey: some('apiKey'),
    hostedToken: some('hostedToken'),
  };
}

/** Loads contract/openapi.yaml and compiles a validator for every request part and response of every operation. */
export function loadContract(url: URL = CONTRACT_URL): Map<string, ContractOperation> {
  const doc = parse(readFileSync(url, 'utf8')) as Json;
  const defs = rewriteRefs((doc.components as Json).schemas) as Json;
  const strict = new Ajv2020({ strict: false, allErrors: true });
  const coercing = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array' });
  for (const ajv of [strict, coercing]) {
    addFormats(ajv);
    ajv.addSchema({ $id: 'contract', $defs: defs });
  }
  const compile = (ajv: Ajv2020, schema: unknown) => ajv.compile(rewriteRefs(schema) as object);

  const errorShape = compile(strict, { $ref: '#/components/schemas/Error' });
  const operations = new Map<string, ContractOperation>();
  for (const [path, rawItem] of Object.entries(doc.paths as Json)) {
    const item = resolve<Json>(doc, rawItem as Json);
    const outsideEnvironments = Array.isArray(item.servers) && (item.servers as { url: string }[]).some((s) => s.url === '/api');
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const params = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map((p) => resolve<ParameterObject>(doc, p as ParameterObject));
      const content = (op.requestBody ? (resolve<Json>(doc, op.requestBody as Json).content as Json) : {}) ?? {};
      const jsonBody = content['application/json'] as Json | undefined;
      const responseValidators = new Map<string, ValidateFunction | null>();
      for (const [status, rawResponse] of Object.entries((op.responses as Json) ?? {})) {
        const response = resolve<Json>(doc, rawResponse as Json);
        const schema = ((response.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
        responseValidators.set(status, schema ? compile(strict, schema) : null);
      }
      const operationId = String(op.operationId);
      operations.set(operationId, {
        operationId,
        method,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        outsideEnvironments,
        validateParams: compile(coercing, objectSchema(params.filter((p) => p.in === 'path'))),
        validateQuery: compile(coercing, objectSchema(params.filter((p) => p.in === 'query'))),
        validateBody: jsonBody?.schema ? compile(strict, jsonBody.schema) : null,
        bodyRequired: Boolean(op.requestBody && resolve<Json>(doc, op.requestBody as Json).required),
        bodyTypes: Object.keys(content),
        security: securityOf(op.security ?? doc.security),
        validateResponse(status, body) {
          // Refusals of the request itself (bad input, URL, size or content type) may answer any
          // operation, in the one error shape (conventions.md rule 14), declared or not.
          if (REQUEST_REFUSALS.has(status) && !responseValidators.has(String(status))) return errorShape(body) ? null : describeErrors(`${operationId} ${status} response`, errorShape.errors);
          const key = responseValidators.has(String(status)) ? String(status) : responseValidators.has(`${String(status)[0]}XX`) ? `${String(status)[0]}XX` : 'default';
          if (!responseValidators.has(key)) return `status ${status} is not declared for ${operationId}`;
          const validate = responseValidators.get(key);
          if (!validate) return body === undefined || body === null || body === '' ? null : `${operationId} ${status} declares no JSON body`;
          return validate(body) ? null : describeErrors(`${operationId} ${status} response`, validate.errors);
        },
      });
    }
  }
  return operations;
}
