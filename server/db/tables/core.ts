import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written by the database (`now()`) and read as Date. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb columns: read as parsed JSON, written as a JSON string (see `json()` in db/json.ts). */
export type Json<T> = ColumnType<T, string, string>;

export interface OrganizationsTable {
  id: string;
  display_name: string;
  industry: string;
  geography: string;
  region: 'in' | 'us';
  is_live_enabled: Generated<boolean>;
  live_status: 'PENDING' | 'APPROVED' | null;
  merchant_payment_type: Generated<'postpaid' | 'prepaid'>;
  is_whitelisted: Generated<boolean>;
  feature_flags: Json<Record<string, { read: boolean; write: boolean; delete: boolean }>>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  nickname: string;
  picture: string | null;
  email_verified: Generated<boolean>;
  is_platform_operator: Generated<boolean>;
  disabled: Generated<boolean>;
  created_at: CreatedAt;
}

export interface MembershipsTable {
  organization_id: string;
  user_id: string;
  role: 'owner' | 'admin' | 'member' | 'sales' | 'unassigned';
  invitation_status: Generated<'invited' | 'accepted'>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  /** sha-256 of the cookie's token; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date | string;
  last_seen_at: UpdatedAt;
  /** A platform operator's impersonation session reaches only this organisation (ADR 0010). */
  impersonated_organization_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuditEventsTable {
  id: Generated<string>;
  organization_id: string;
  actor_user_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  environment: 'test' | 'live' | null;
  detail: Json<Record<string, unknown>>;
  ip: string | null;
  created_at: CreatedAt;
}

export interface CoreTables {
  organizations: OrganizationsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  audit_events: AuditEventsTable;
}
