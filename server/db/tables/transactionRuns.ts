import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './core';

type Environment = 'test' | 'live';
type Numeric = ColumnType<number, number | undefined, number>;

/**
 * The decision engine's state of a transaction (server/engine `RunState`, as JSON) and the usage
 * reserved for it when it started: `used` is what its service calls cost so far; once it is
 * finished (`settled`) the rest of `reserved` has been given back. `revision` guards concurrent
 * resumes.
 */
export interface TransactionRunsTable {
  transaction_id: string;
  organization_id: string;
  environment: Environment;
  engine_state: Json<unknown>;
  reserved: Numeric;
  used: Numeric;
  settled: Generated<boolean>;
  revision: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The first answer to an Idempotency-Key of POST /transactions, per organisation and environment. */
export interface TransactionIdempotencyKeysTable {
  organization_id: string;
  environment: Environment;
  idempotency_key: string;
  /** SHA-256 of the canonical request body. */
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  response_body: Json<unknown> | null;
  created_at: CreatedAt;
}

export interface TransactionRunsTables {
  transaction_runs: TransactionRunsTable;
  transaction_idempotency_keys: TransactionIdempotencyKeysTable;
}
