import type { ErrorType } from '~/contract';

/** Kinds of failure found by the client itself, with no error body from the API. */
export type ClientErrorType = 'network_error' | 'invalid_response' | 'aborted';
export type ApiErrorType = ErrorType | ClientErrorType;

const SERVER_ERROR_TYPES: Readonly<Record<ErrorType, true>> = {
  bad_request: true,
  unauthorized: true,
  forbidden: true,
  not_found: true,
  conflict: true,
  unprocessable_entity: true,
  rate_limited: true,
  internal_error: true,
  service_unavailable: true,
};

/** The generic wording of document 1 section 8 for errors that bring no message of their own. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

export interface ApiErrorInit {
  status: number;
  type: ApiErrorType;
  message: string;
  description?: string;
  errorCode?: string;
  body?: unknown;
  cause?: unknown;
}

/**
 * The one error of the API client: error bodies (`{ type, message, description, errorCode? }`),
 * bodies that are not JSON, and failures without a response (status 0).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  readonly type: ApiErrorType;
  readonly description: string;
  /** Why a 401 happened (`session_missing`, `session_expired`, `session_invalid`). */
  readonly errorCode: string | undefined;
  /** The raw error body as received, for diagnostics. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.type = init.type;
    this.description = init.description ?? '';
    this.errorCode = init.errorCode;
    this.body = init.body;
  }

  /** Builds the error of a non-2xx response from its status and (parsed or text) body. */
  static fromResponse(response: Pick<Response, 'status' | 'statusText'>, body: unknown): ApiError {
    const { status } = response;
    const fallbackDescription = `HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}`;
    if (isRecord(body)) {
      return new ApiError({
        status,
        type: isServerErrorType(body.type) ? body.type : errorTypeForStatus(status),
        message: nonEmptyString(body.message) ?? GENERIC_ERROR_MESSAGE,
        description: typeof body.description === 'string' ? body.description : fallbackDescription,
        errorCode: typeof body.errorCode === 'string' ? body.errorCode : undefined,
        body,
      });
    }
    return new ApiError({ status, type: errorTypeForStatus(status), message: GENERIC_ERROR_MESSAGE, description: fallbackDescription, body });
  }

  /** Normalises anything thrown while calling the API. */
  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (isAbort(error)) {
      return new ApiError({ status: 0, type: 'aborted', message: 'Request cancelled', description: 'The request was cancelled.', cause: error });
    }
    if (error instanceof SyntaxError) {
      return new ApiError({
        status: 0,
        type: 'invalid_response',
        message: GENERIC_ERROR_MESSAGE,
        description: 'The server sent a response that could not be read.',
        cause: error,
      });
    }
    return new ApiError({
      status: 0,
      type: 'network_error',
      message: GENERIC_ERROR_MESSAGE,
      description: 'The server could not be reached. Check the connection and try again.',
      cause: error,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function errorTypeForStatus(status: number): ErrorType {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 422:
      return 'unprocessable_entity';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}

function isServerErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && Object.hasOwn(SERVER_ERROR_TYPES, value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
