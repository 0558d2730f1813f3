import type { components } from '~/contract';

export type ErrorType = components['schemas']['ErrorType'];

/** The one error shape every route answers with (conventions.md rule 14). */
export interface ApiErrorBody {
  type: string;
  message: string;
  description: string;
}

export function errorBody(type: ErrorType, message: string, description = message): ApiErrorBody {
  return { type, message, description };
}

/** An answer in the contract's error shape; routes throw it and the error handler sends it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    message: string,
    readonly description: string = message,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): ApiErrorBody & Record<string, unknown> {
    return { ...errorBody(this.type, this.message, this.description), ...this.extra };
  }
}

export const badRequest = (message: string, description?: string) => new HttpError(400, 'bad_request', message, description);
export const unauthorized = (errorCode: 'session_missing' | 'session_expired' | 'session_invalid', description: string) =>
  new HttpError(401, 'unauthorized', 'Sign in to continue', description, { errorCode });
export const forbidden = (message: string, description?: string) => new HttpError(403, 'forbidden', message, description);
export const notFound = (message: string, description?: string) => new HttpError(404, 'not_found', message, description);
export const conflict = (message: string, description?: string) => new HttpError(409, 'conflict', message, description);
/** 422: the record already exists (name clash), or a record the request refers to does not. */
export const unprocessable = (message: string, description?: string) => new HttpError(422, 'unprocessable_entity', message, description);
