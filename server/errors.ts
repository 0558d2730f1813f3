/**
 * Domain errors: what went wrong, in the words of the use case. Stores and services throw them and
 * know nothing of HTTP; the one mapping to a status and the contract's error body is
 * server/http/errorHandler.ts (conventions.md rule 16, ADR 0017).
 */
export type DomainErrorKind =
  /** The input cannot be used at all (it names nothing runnable, it is malformed for this use). */
  | 'invalid'
  /** A record the call names does not exist for this organisation and environment. */
  | 'not_found'
  /** The record's state does not allow it now, or changed meanwhile: reading again or retrying may help. */
  | 'conflict'
  /** Well-formed but refused by a rule: a name already taken, an inactive record, a spent limit, a reference to a missing record. */
  | 'rejected'
  /** The organisation may not do this: credits exhausted, live mode not approved. */
  | 'not_allowed';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** A longer explanation, for the developer or operator who has to act on it. */
    readonly description: string = message,
    /** Machine-readable details answered beside the message (e.g. `{ errorCode }`). */
    readonly detail: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInputError extends DomainError {
  constructor(message: string, description?: string, detail?: Record<string, unknown>) {
    super('invalid', message, description, detail);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string, description?: string, detail?: Record<string, unknown>) {
    super('not_found', message, description, detail);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, description?: string, detail?: Record<string, unknown>) {
    super('conflict', message, description, detail);
  }
}

export class RejectedError extends DomainError {
  constructor(message: string, description?: string, detail?: Record<string, unknown>) {
    super('rejected', message, description, detail);
  }
}

export class NotAllowedError extends DomainError {
  constructor(message: string, description?: string, detail?: Record<string, unknown>) {
    super('not_allowed', message, description, detail);
  }
}
