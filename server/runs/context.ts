import type { Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';

export type Environment = 'test' | 'live';
export type RunRequest = components['schemas']['TransactionRunRequest'];
export type RunResult = components['schemas']['TransactionRunResult'];
export type StartRequest = Extract<RunRequest, { data: unknown }>;

export interface FailureLog {
  error(details: object, message: string): void;
}

/** Who runs a transaction, and where: nothing of the request, so a background run can outlive it. */
export interface RunScope {
  db: Kysely<Database>;
  orgId: string;
  environment: Environment;
}

/** A caller of the service: the scope, and where a background run reports a failure. */
export interface RunCaller extends RunScope {
  log: FailureLog;
}
