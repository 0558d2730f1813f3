import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './core';

type Environment = 'test' | 'live';

export interface WebhooksTable {
  id: string;
  organization_id: string;
  environment: Environment;
  description: string;
  url: string;
  version: Generated<number>;
  disabled: Generated<boolean>;
  filter_types: Json<string[]>;
  /** Standard Webhooks signing secret (`whsec_` + base64); kept to sign deliveries. */
  secret: string;
  created_by: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** When the current streak of failed attempts began (null after a success). */
  failing_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the owner was warned that the endpoint will be disabled. */
  warned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Why delivery disabled the endpoint (`failing`), null when an operator switched it. */
  disabled_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the webhook was archived (it then receives nothing and stays switched off). */
  archived_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The secret before the last rotation; it signs beside `secret` until `previous_secret_expires_at`. */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type WebhookMessageStatus = 'Pending' | 'Success' | 'Fail' | 'Skipped';
export type WebhookAttemptTrigger = 'scheduled' | 'manual';

/** One delivery attempt of a message (ADR 0030). */
export interface WebhookAttemptsTable {
  id: Generated<number>;
  message_id: string;
  webhook_id: string;
  organization_id: string;
  attempt: number;
  trigger: WebhookAttemptTrigger;
  status: 'Success' | 'Fail';
  status_code: number | null;
  response_excerpt: Generated<string>;
  error: string | null;
  duration_ms: number;
  url: string;
  created_at: CreatedAt;
  /** The headers sent (content-type, user-agent, webhook-id, webhook-timestamp, webhook-signature). */
  request_headers: ColumnType<Record<string, string>, string | undefined, string>;
  /** The exact body sent. */
  request_body: Generated<string>;
  /** The receiver's response headers, bounded (see RESPONSE_HEADERS_MAX in webhooks/schedule.ts). */
  response_headers: ColumnType<Record<string, string>, string | undefined, string>;
}

/** The outbox of webhook deliveries: one row per event and webhook. */
export interface WebhookMessagesTable {
  id: string;
  organization_id: string;
  environment: Environment;
  webhook_id: string;
  event_type: string;
  payload: Json<Record<string, unknown>>;
  url: string;
  status: Generated<WebhookMessageStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** The trigger the next attempt records (a manual Retry makes it `manual`). */
  next_trigger: Generated<WebhookAttemptTrigger>;
  /** When a delivery job was queued for the next attempt; null: the relay queues one. */
  dispatched_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  event_timestamp: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DocumentsTable {
  id: string;
  organization_id: string;
  environment: Environment;
  type: string;
  name: string;
  extension: 'png' | 'jpeg' | 'jpg' | 'pdf' | 'csv';
  tag: string | null;
  content_type: string | null;
  size: number | null;
  content: Uint8Array | null;
  created_by: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type BulkStatus =
  | 'DONE' | 'CANCELLED' | 'UPLOADING' | 'PROCESSING' | 'FAILED' | 'CANCELLING' | 'SUCCESS_CHECKING' | 'INITIAL' | 'AUTOMATIC_RETRY' | 'MANUAL_RETRY';
export type BulkItemStatus = 'QUEUED' | 'PROCESSING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';

export interface BulkApplicationsTable {
  id: string;
  organization_id: string;
  environment: Environment;
  application_name: string;
  workflow_id: string;
  status: BulkStatus;
  file_name: string | null;
  row_count: Generated<number>;
  columns: Json<string[]>;
  created_by: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface BulkItemsTable {
  id: string;
  application_id: string;
  organization_id: string;
  row_number: number;
  status: BulkItemStatus;
  query: Json<Record<string, string>>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DataTables {
  webhooks: WebhooksTable;
  webhook_messages: WebhookMessagesTable;
  webhook_attempts: WebhookAttemptsTable;
  documents: DocumentsTable;
  bulk_applications: BulkApplicationsTable;
  bulk_items: BulkItemsTable;
}
