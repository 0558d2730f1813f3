import type { Generated } from 'kysely';
import type { components } from '~/contract';
import type { CreatedAt, Json, UpdatedAt } from './core';

type Schemas = components['schemas'];

/**
 * A capability: an organisation's own (organization_id set) or the platform's (organization_id
 * null, read-only, offered to organisations whose plan is in plans_with_access).
 */
export interface CapabilitiesTable {
  id: string;
  organization_id: string | null;
  name: string;
  description: string;
  /** The flow without its start column; null when it has no columns. */
  object: Json<Schemas['CapabilityFlowObject'] | null> | null;
  plans_with_access: Json<Schemas['PlanId'][]>;
  industry: Json<Schemas['Industry'][]>;
  geography: Json<Schemas['Geography'][]>;
  use_case: Json<Schemas['CatalogueUseCase'][]>;
  active: Generated<boolean>;
  is_async: Generated<boolean>;
  input: Json<Schemas['CapabilityInput'][]>;
  output: Json<Schemas['CapabilityOutput'][]>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One subscription per organisation (shared by both environments). */
export interface SubscriptionsTable {
  organization_id: string;
  plan_id: Schemas['PlanId'];
  geography: string;
  active: Generated<boolean>;
  balance_left: number;
  /** End of the current period; null for the free plan. */
  end_at: Date | string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CatalogueTables {
  capabilities: CapabilitiesTable;
  subscriptions: SubscriptionsTable;
}
