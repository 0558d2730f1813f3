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
  /** The running claim's holder and when it lapses (a crashed holder's claim can then be taken over). */
  lease_token: string | null;
  lease_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The transaction the answer recorded (a start). */
  transaction_id: string | null;
  created_at: CreatedAt;
}

/**
 * Usage and a QuickLink count held for a starting run until it is recorded (then deleted in the
 * same database transaction), or given back once its lease has lapsed.
 */
export interface RunReservationsTable {
  transaction_id: string;
  organization_id: string;
  environment: Environment;
  amount: Numeric;
  quicklink_id: string | null;
  lease_expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: CreatedAt;
}

export interface TransactionRunsTables {
  transaction_runs: TransactionRunsTable;
  transaction_idempotency_keys: TransactionIdempotencyKeysTable;
  run_reservations: RunReservationsTable;
}
