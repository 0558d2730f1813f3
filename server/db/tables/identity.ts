import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './core';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UserCredentialsTable {
  user_id: string;
  /** `scrypt$N$r$p$salt$hash` (see identity/passwords.ts); never the password itself. */
  password_hash: string;
  updated_at: UpdatedAt;
}

export interface IdentityTokensTable {
  /** sha-256 of the token sent by e-mail. */
  id: string;
  user_id: string;
  purpose: 'verify_email' | 'reset_password';
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
}

export interface SessionTokensTable {
  session_id: string;
  id_token: string;
  access_token: string;
  refresh_token: string | null;
  access_expires_at: NullableTimestamp;
}

export interface MailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  sent_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface IdentityKeysTable {
  name: string;
  value: Json<unknown>;
  created_at: CreatedAt;
}

/** Sign-in counters (ADR 0036): failures or attempts per kind and hashed key in a fixed window. */
export interface SignInCountersTable {
  kind: 'address' | 'account_address' | 'account';
  /** sha-256 of the address, the account's e-mail and address, or the e-mail. */
  key: string;
  window_start: Timestamp;
  count: ColumnType<number, number | undefined, number>;
}

export interface IdentityTables {
  user_credentials: UserCredentialsTable;
  identity_tokens: IdentityTokensTable;
  oidc_payloads: OidcPayloadsTable;
  session_tokens: SessionTokensTable;
  mail_outbox: MailOutboxTable;
  identity_keys: IdentityKeysTable;
  sign_in_counters: SignInCountersTable;
}
