import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './core';

export interface BlocklistsTable {
  id: string;
  organization_id: string;
  name: string;
  attribute_name: string;
  type: 'blocklist' | 'allowlist';
  description: Generated<string>;
  created_by: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BlocklistEntriesTable {
  id: string;
  blocklist_id: string;
  organization_id: string;
  value: string;
  /** The value as compared: trimmed and lower-cased. */
  normalized_value: string;
  note: Generated<string>;
  created_by: string;
  created_at: CreatedAt;
}

export interface ListsTables {
  blocklists: BlocklistsTable;
  blocklist_entries: BlocklistEntriesTable;
}
