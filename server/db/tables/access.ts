import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './core';

/** numeric columns: read as number (the drivers parse them), written as number. */
type Numeric = ColumnType<number, number | undefined, number>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Environment = 'test' | 'live';

/**
 * Free calls (test) or credits (live) of an organisation in one environment. `month` (YYYY-MM,
 * UTC) is the month the monthly numbers belong to; a row of an earlier month counts as zero usage.
 */
export interface UsageAccountsTable {
  organization_id: string;
  environment: Environment;
  lifetime_allocated: Numeric;
  lifetime_usage: Numeric;
  monthly_allocated: Numeric;
  monthly_usage: Numeric;
  month: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** API keys; per environment. Only the SHA-256 of the secret is stored. */
export interface ApiKeysTable {
  id: string;
  organization_id: string;
  environment: Environment;
  app_name: string;
  key_prefix: string;
  secret_hash: string;
  status: 'active' | 'inactive';
  created_by: string | null;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface InvitationsTable {
  id: string;
  organization_id: string;
  email: string;
  role: 'owner' | 'admin' | 'member' | 'sales' | 'unassigned';
  status: Generated<'pending' | 'accepted' | 'revoked'>;
  invited_by: string | null;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
}

export interface LiveModeRequestsTable {
  id: string;
  organization_id: string;
  company_name: string;
  pan: string;
  gst_number: string | null;
  state: string;
  city: string;
  zip_code: string;
  requested_by: string | null;
  status: Generated<'pending' | 'approved'>;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
}

/** Orders for live credits; an operator completes them (there is no card provider yet). */
export interface PaymentOrdersTable {
  id: string;
  organization_id: string;
  amount: number;
  currency: 'INR';
  status: Generated<'Pending' | 'Completed'>;
  environment: Environment;
  created_by: string | null;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
}

export interface ServiceAccessRequestsTable {
  id: string;
  organization_id: string;
  service_endpoint: string;
  doc_link: string;
  status: Generated<'pending' | 'approved'>;
  requested_by: string | null;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
}

export interface AccessTables {
  usage_accounts: UsageAccountsTable;
  api_keys: ApiKeysTable;
  invitations: InvitationsTable;
  live_mode_requests: LiveModeRequestsTable;
  payment_orders: PaymentOrdersTable;
  service_access_requests: ServiceAccessRequestsTable;
}
