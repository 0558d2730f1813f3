import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { contractDocument } from './contractDocument';

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

/** A value computed on first read and kept: a validator is compiled when a request first needs it. */
function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}

export interface LoadOptions {
  /** Compile every validator now, each schema checked against the meta-schema (a test proving they all compile), instead of on first use. */
  compileAll?: boolean;
}

/**
 * Loads contract/openapi.yaml (contractDocument) and prepares a validator for every request part and response of
 * every operation. Each is compiled on first use (ADR 0040): compiling all of them took 2.5 s of
 * CPU at every start, and the response validators run only in tests. `compileAll` compiles them now.
 */
export function loadContract(options: LoadOptions = {}): Map<string, ContractOperation> {
  const doc = contractDocument();
  const defs = rewriteRefs((doc.components as Json).schemas) as Json;
  // Checking each schema against JSON Schema's meta-schema compiles that meta-schema first (a
  // third of a second): the test that compiles every validator does it, the server does not.
  const validateSchema = Boolean(options.compileAll);
  const strict = new Ajv2020({ strict: false, allErrors: true, validateSchema });
  const coercing = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array', validateSchema });
  for (const ajv of [strict, coercing]) {
    addFormats(ajv);
    ajv.addSchema({ $id: 'contract', $defs: defs });
  }
  const compile = (ajv: Ajv2020, schema: unknown) => ajv.compile(rewriteRefs(schema) as object);
  const compilers: (() => unknown)[] = [];
  const lazily = <T>(make: () => T) => {
    const get = once(make);
    compilers.push(get);
    return get;
  };

  const errorShape = lazily(() => compile(strict, { $ref: '#/components/schemas/Error' }));
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
      const responseValidators = new Map<string, () => ValidateFunction | null>();
      for (const [status, rawResponse] of Object.entries((op.responses as Json) ?? {})) {
        const response = resolve<Json>(doc, rawResponse as Json);
        const schema = ((response.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
        responseValidators.set(status, lazily(() => (schema ? compile(strict, schema) : null)));
      }
      const operationId = String(op.operationId);
      const paramsValidator = lazily(() => compile(coercing, objectSchema(params.filter((p) => p.in === 'path'))));
      const queryValidator = lazily(() => compile(coercing, objectSchema(params.filter((p) => p.in === 'query'))));
      const bodyValidator = jsonBody?.schema ? lazily(() => compile(strict, jsonBody.schema)) : () => null;
      operations.set(operationId, {
        operationId,
        method,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        outsideEnvironments,
        get validateParams() {
          return paramsValidator();
        },
        get validateQuery() {
          return queryValidator();
        },
        get validateBody() {
          return bodyValidator();
        },
        bodyRequired: Boolean(op.requestBody && resolve<Json>(doc, op.requestBody as Json).required),
        bodyTypes: Object.keys(content),
        security: securityOf(op.security ?? doc.security),
        validateResponse(status, body) {
          // Refusals of the request itself (bad input, URL, size or content type) may answer any
          // operation, in the one error shape (conventions.md rule 14), declared or not.
          if (REQUEST_REFUSALS.has(status) && !responseValidators.has(String(status))) return errorShape()(body) ? null : describeErrors(`${operationId} ${status} response`, errorShape().errors);
          const key = responseValidators.has(String(status)) ? String(status) : responseValidators.has(`${String(status)[0]}XX`) ? `${String(status)[0]}XX` : 'default';
          const validator = responseValidators.get(key);
          if (!validator) return `status ${status} is not declared for ${operationId}`;
          const validate = validator();
          if (!validate) return body === undefined || body === null || body === '' ? null : `${operationId} ${status} declares no JSON body`;
          return validate(body) ? null : describeErrors(`${operationId} ${status} response`, validate.errors);
        },
      });
    }
  }
  if (options.compileAll) for (const compileNow of compilers) compileNow();
  return operations;
}
