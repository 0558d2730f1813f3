import type { ColumnType, Generated } from 'kysely';
import type { components } from '~/contract';
import type { CreatedAt, Json, UpdatedAt } from './core';

type Schemas = components['schemas'];
type Environment = 'test' | 'live';
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns: read as number (the drivers parse them), written as number. */
type Numeric = ColumnType<number, number | undefined, number>;

/**
 * A workflow of an organisation (shared by both environments). Its flow lives in its versions;
 * `current_version` names the newest. Deletion is soft (`deleted_at`): versions stay for the
 * transactions that ran on them, and the name becomes free.
 */
export interface WorkflowsTable {
  id: string;
  organization_id: string;
  name: string;
  use_case: string;
  release_type: Generated<'v1' | 'v2'>;
  active: Generated<boolean>;
  is_async_execution: Generated<boolean>;
  current_version: number;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: NullableTimestamp;
}

/** An immutable version of a workflow: written once, never updated. */
export interface WorkflowVersionsTable {
  workflow_id: string;
  version: number;
  organization_id: string;
  name: string;
  use_case: string;
  is_async_execution: boolean;
  workflow_object: Json<Schemas['WorkflowObject']>;
  created_by: string | null;
  created_at: CreatedAt;
}

/** Read-only templates, the same for every organisation (seeded). */
export interface TemplatesTable {
  id: string;
  name: string;
  description: string;
  use_case: string;
  release_type: Generated<'v1' | 'v2'>;
  active: Generated<boolean>;
  is_async_execution: Generated<boolean>;
  is_demo: Generated<boolean>;
  version: Generated<number>;
  workflow_object: Json<Schemas['WorkflowObject']>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The organisation's theme of the hosted flow (one row once saved). */
export interface HostedConfigsTable {
  organization_id: string;
  config: Json<Schemas['HostedConfig']>;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** QuickLinks, per environment. `transaction_count` is counted by `countQuickLinkTransaction`. */
export interface QuickLinksTable {
  id: string;
  organization_id: string;
  environment: Environment;
  workflow_id: string;
  name: string;
  redirection_url: string | null;
  transaction_limit: number;
  transaction_count: Generated<number>;
  is_enabled: Generated<boolean>;
  show_response_output: Generated<boolean>;
  /** The link's access token (`vfql_…`, the webt of its URL; ADR 0025). */
  access_token: string;
  expires_at: Date | null;
  opened_count: Generated<number>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type TransactionOutcome = Schemas['TransactionOutcome'];
export type TransactionNodeTrace = Schemas['TransactionNodeTrace'];

/**
 * The record of one run (decision-engine.md, "What a transaction records"), per environment. A
 * workflow run names the workflow and the version it ran; a template's try-out names the template.
 */
export interface TransactionsTable {
  id: string;
  organization_id: string;
  environment: Environment;
  workflow_id: string | null;
  template_id: string | null;
  /** The capability of a capability's try-out (migration 0010). */
  capability_id: string | null;
  version: number;
  outcome: TransactionOutcome;
  reason: string | null;
  input_data: Json<Record<string, unknown>>;
  node_trace: Json<TransactionNodeTrace[]>;
  awaited_keys: Json<string[]>;
  /** Required inputs the starting data lacked, and its keys the workflow does not know (migration 0012). */
  missing_inputs: ColumnType<string[], string | undefined, string>;
  unknown_inputs: ColumnType<string[], string | undefined, string>;
  credits_charged: Numeric;
  quicklink_id: string | null;
  duration_ms: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  completed_at: NullableTimestamp;
}

export interface WorkflowsTables {
  workflows: WorkflowsTable;
  workflow_versions: WorkflowVersionsTable;
  templates: TemplatesTable;
  hosted_configs: HostedConfigsTable;
  quicklinks: QuickLinksTable;
  transactions: TransactionsTable;
}
