import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { inputKeysOf, splitReference, type components } from '~/contract';
import { newHexId } from '../db/ids';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { RejectedError } from '../errors';
import type { CapabilitiesTable } from '../db/tables/catalogue';
import { inputAttributeByKey } from '../catalogue/inputAttributes';
import { DEFAULT_PLAN_ID, findPlan } from '~/contract/reference';
import { SERVICE_STATUSES } from '../catalogue/types';

type Schemas = components['schemas'];
export type Capability = Schemas['Capability'];
export type CapabilitySummary = Schemas['CapabilitySummary'];
export type CapabilityFlowObject = Schemas['CapabilityFlowObject'];
export type Subscription = Schemas['Subscription'];
type PlanId = Schemas['PlanId'];
type Geography = Schemas['Geography'];
type CapabilityRow = Selectable<CapabilitiesTable>;

export const CAPABILITY_NAME_CLASH = 'A capability with the given name already exists';

/** A new capability id: `cap_` and 16 hex digits (no `__`, the node-id marker). */
export const newCapabilityId = () => newHexId('cap');

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

// ---------------------------------------------------------------------------------------------
// Subscription

/**
 * The organisation's subscription. An organisation that has none is on the free plan of its
 * geography; that default is recorded on first read, so the answer stays the same afterwards.
 */
export async function subscriptionOf(db: Kysely<Database>, orgId: string): Promise<Subscription> {
  let row = await db.selectFrom('subscriptions').selectAll().where('organization_id', '=', orgId).executeTakeFirst();
  if (!row) {
    const org = await db.selectFrom('organizations').select('geography').where('id', '=', orgId).executeTakeFirstOrThrow();
    const geography = org.geography as Geography;
    const plan = findPlan(DEFAULT_PLAN_ID, geography);
    await db
      .insertInto('subscriptions')
      .values({ organization_id: orgId, plan_id: DEFAULT_PLAN_ID, geography, balance_left: plan?.includedCredits ?? 0, end_at: null })
      .onConflict((oc) => oc.column('organization_id').doNothing())
      .execute();
    row = await db.selectFrom('subscriptions').selectAll().where('organization_id', '=', orgId).executeTakeFirstOrThrow();
  }
  return {
    active: row.active,
    balanceLeft: Number(row.balance_left),
    planId: row.plan_id,
    endTimestamp: row.end_at === null ? null : Math.floor(new Date(row.end_at).getTime() / 1000),
    geography: row.geography as Geography,
  };
}

// ---------------------------------------------------------------------------------------------
// Flow objects

/**
 * The flow as it is stored: without the start column (`column_0`), and null when no column
 * remains (document 2, section 7).
 */
export function normaliseCapabilityObject(object: CapabilityFlowObject | null | undefined): CapabilityFlowObject | null {
  if (!object) return null;
  const columns = object.columns.filter((column) => column.id !== 'column_0');
  return columns.length ? { columns } : null;
}

/** The input key an `input.<start>.<key>` location reads; undefined for any other location. */
function inputKeyOf(location: string | undefined): string | undefined {
  const parts = location ? splitReference(location) : null;
  return parts?.kind === 'input' && parts.type !== '' ? parts.type : undefined;
}

/**
 * The inputs a flow reads from the start step: service inputs mapped from `input.…` locations and
 * input references in conditions. Required service inputs are basic, the rest advance.
 */
export function deriveCapabilityInput(object: CapabilityFlowObject | null): Schemas['CapabilityInput'][] {
  if (!object) return [];
  const optional = new Map<string, boolean>();
  const details = new Map<string, { displayName?: string; type?: Schemas['CatalogueDataType']; format?: Schemas['CatalogueFormat'] }>();
  for (const column of object.columns) {
    for (const node of column.nodes) {
      for (const input of node.inputs ?? []) {
        const key = inputKeyOf(input.location);
        if (!key || input.isStatic) continue;
        const isOptional = input.isOptional ?? input.optionality !== 'REQUIRED';
        optional.set(key, (optional.get(key) ?? true) && isOptional);
        if (!details.has(key)) details.set(key, { displayName: input.displayName, type: input.type, format: input.format });
      }
      for (const key of (node.conditions ?? []).flatMap(inputKeysOf)) if (!optional.has(key)) optional.set(key, true);
    }
  }
  return [...optional.entries()].map(([key, isOptional]) => {
    const attribute = inputAttributeByKey.get(key);
    const detail = details.get(key);
    const format = attribute?.format ?? detail?.format;
    return {
      key,
      displayName: attribute?.displayName ?? detail?.displayName ?? key,
      type: attribute?.type ?? detail?.type ?? 'STRING',
      ...(format ? { format } : {}),
      isOptional,
      inputType: isOptional ? ('advance' as const) : ('basic' as const),
    };
  });
}

/** Every capability answers a status, like a service. */
export const defaultCapabilityOutput = (): Schemas['CapabilityOutput'][] => [
  { key: 'status', displayName: 'Status', type: 'STRING', allowedValues: [...SERVICE_STATUSES] },
];

// ---------------------------------------------------------------------------------------------
// Rows and views

export function toCapabilitySummary(row: CapabilityRow): CapabilitySummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    plansWithAccess: row.plans_with_access,
    industry: row.industry,
    geography: row.geography,
    useCase: row.use_case,
    active: row.active,
    isAsync: row.is_async,
    isPlatform: row.organization_id === null,
    input: row.input,
    output: row.output,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toCapability(row: CapabilityRow): Capability {
  return { ...toCapabilitySummary(row), object: row.object ?? null };
}

export interface CapabilityFilters {
  useCase?: Schemas['CatalogueUseCase'];
  industry?: Schemas['Industry'];
  geography?: Geography;
  active?: boolean;
  searchTerm?: string;
}

const containsValue = (column: 'use_case' | 'industry' | 'geography' | 'plans_with_access', value: string) =>
  sql<SqlBool>`${sql.ref(`capabilities.${column}`)} @> ${json([value])}::jsonb`;

/**
 * What an organisation sees: its own capabilities, and the platform's that are active and list
 * its plan (document 2, section 5.5).
 */
function visibleTo(eb: ExpressionBuilder<Database, 'capabilities'>, orgId: string, planId: PlanId): Expression<SqlBool> {
  return eb.or([
    eb('capabilities.organization_id', '=', orgId),
    eb.and([eb('capabilities.organization_id', 'is', null), eb('capabilities.active', '=', true), containsValue('plans_with_access', planId)]),
  ]);
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(eb: ExpressionBuilder<Database, 'capabilities'>, orgId: string, planId: PlanId, filters: CapabilityFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [visibleTo(eb, orgId, planId)];
  if (filters.useCase) conditions.push(containsValue('use_case', filters.useCase));
  if (filters.industry) conditions.push(containsValue('industry', filters.industry));
  if (filters.geography) conditions.push(containsValue('geography', filters.geography));
  if (filters.active !== undefined) conditions.push(eb('capabilities.active', '=', filters.active));
  const term = filters.searchTerm?.trim();
  if (term) {
    const pattern = likePattern(term);
    conditions.push(eb.or([eb('capabilities.name', 'ilike', pattern), eb('capabilities.description', 'ilike', pattern)]));
  }
  return eb.and(conditions);
}

/** One page of the capabilities an organisation sees, newest change first, and the count of all that match. */
export async function listCapabilities(
  db: Kysely<Database>,
  orgId: string,
  planId: PlanId,
  filters: CapabilityFilters,
  page: { limit: number; offset: number },
): Promise<{ capabilities: CapabilitySummary[]; count: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('capabilities')
      .selectAll()
      .where((eb) => matching(eb, orgId, planId, filters))
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('capabilities')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where((eb) => matching(eb, orgId, planId, filters))
      .executeTakeFirstOrThrow(),
  ]);
  return { capabilities: rows.map(toCapabilitySummary), count: Number(total.count) };
}

/** A capability the organisation sees, or undefined (another organisation's, or not offered to its plan). */
export async function findVisibleCapability(db: Kysely<Database>, orgId: string, planId: PlanId, id: string): Promise<CapabilityRow | undefined> {
  return db
    .selectFrom('capabilities')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => visibleTo(eb, orgId, planId))
    .executeTakeFirst();
}

/**
 * Whether a capability of this name (case-insensitive), other than `exceptId`, exists among the
 * organisation's own or the platform's: either would list the name twice (list, Add Action menu).
 * The unique index covers the organisation's own; a platform name is checked here.
 */
export async function capabilityNameTaken(db: Kysely<Database>, orgId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('capabilities')
    .select('id')
    .where((eb) => eb.or([eb('organization_id', '=', orgId), eb('organization_id', 'is', null)]))
    .where(sql<SqlBool>`lower(name) = lower(${name})`);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export interface CapabilityValues {
  name: string;
  description: string;
  object: CapabilityFlowObject | null;
  plansWithAccess: PlanId[];
  industry: Schemas['Industry'][];
  geography: Geography[];
  useCase: Schemas['CatalogueUseCase'][];
  active: boolean;
  isAsync: boolean;
  input: Schemas['CapabilityInput'][];
  output: Schemas['CapabilityOutput'][];
}

/** The unique index on (organisation, lower(name)) refused the write: another capability has the name. */
function rethrowNameClash(error: unknown): never {
  if (isUniqueViolation(error)) throw new RejectedError(CAPABILITY_NAME_CLASH, 'Choose another name.');
  throw error;
}

/** Stores a capability of the organisation (null: a platform capability) and answers its row. */
export async function insertCapability(
  db: Kysely<Database>,
  orgId: string | null,
  values: CapabilityValues,
  options: { id?: string; createdBy?: string | null; createdAt?: Date; updatedAt?: Date } = {},
): Promise<CapabilityRow> {
  return db
    .insertInto('capabilities')
    .values({
      id: options.id ?? newCapabilityId(),
      organization_id: orgId,
      name: values.name,
      description: values.description,
      object: values.object ? json(values.object) : null,
      plans_with_access: json(values.plansWithAccess),
      industry: json(values.industry),
      geography: json(values.geography),
      use_case: json(values.useCase),
      active: values.active,
      is_async: values.isAsync,
      input: json(values.input),
      output: json(values.output),
      created_by: options.createdBy ?? null,
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
      ...(options.updatedAt ? { updated_at: options.updatedAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch(rethrowNameClash);
}

/** Changes an organisation's own capability; answers the row, or undefined when it has none of that id. */
export async function updateCapability(db: Kysely<Database>, orgId: string, id: string, values: Partial<CapabilityValues>): Promise<CapabilityRow | undefined> {
  return db
    .updateTable('capabilities')
    .set({
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.description !== undefined ? { description: values.description } : {}),
      ...(values.object !== undefined ? { object: values.object ? json(values.object) : null } : {}),
      ...(values.plansWithAccess ? { plans_with_access: json(values.plansWithAccess) } : {}),
      ...(values.industry ? { industry: json(values.industry) } : {}),
      ...(values.geography ? { geography: json(values.geography) } : {}),
      ...(values.useCase ? { use_case: json(values.useCase) } : {}),
      ...(values.active !== undefined ? { active: values.active } : {}),
      ...(values.isAsync !== undefined ? { is_async: values.isAsync } : {}),
      ...(values.input ? { input: json(values.input) } : {}),
      ...(values.output ? { output: json(values.output) } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('organization_id', '=', orgId)
    .returningAll()
    .executeTakeFirst()
    .catch(rethrowNameClash);
}

/** Deletes an organisation's own capability; answers whether there was one. */
export async function deleteCapability(db: Kysely<Database>, orgId: string, id: string): Promise<boolean> {
  const row = await db.deleteFrom('capabilities').where('id', '=', id).where('organization_id', '=', orgId).returning('id').executeTakeFirst();
  return Boolean(row);
}
