import { sql, type Kysely } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';
import type { TransactionNodeTrace, TransactionOutcome } from '../db/tables/workflows';
import { newId } from '../db/ids';
import { json } from '../db/json';
import { iso, isoOrNull } from '../db/timestamps';

type Schemas = components['schemas'];
type Db = Kysely<Database>;
export type Environment = 'test' | 'live';

function base(db: Db, orgId: string, environment: Environment) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('workflows as w', 'w.id', 't.workflow_id')
    .leftJoin('templates as tp', 'tp.id', 't.template_id')
    .leftJoin('capabilities as cap', 'cap.id', 't.capability_id')
    .where('t.organization_id', '=', orgId)
    .where('t.environment', '=', environment);
}

const workflowName = sql<string>`coalesce(w.name, tp.name, cap.name, '')`;

const summaryColumns = [
  't.id',
  't.workflow_id',
  't.template_id',
  't.capability_id',
  't.version',
  't.environment',
  't.outcome',
  't.credits_charged',
  't.quicklink_id',
  't.duration_ms',
  't.created_at',
  't.updated_at',
  't.completed_at',
] as const;

export interface SummaryRow {
  id: string;
  workflow_id: string | null;
  template_id: string | null;
  capability_id: string | null;
  version: number;
  environment: Environment;
  outcome: TransactionOutcome;
  credits_charged: number;
  quicklink_id: string | null;
  duration_ms: number | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  workflow_name: string;
}

/** A row of the list (or of the detail) as the contract's TransactionSummary. */
export function toSummary(row: SummaryRow): Schemas['TransactionSummary'] {
  return {
    transactionId: row.id,
    workflowId: row.workflow_id,
    templateId: row.template_id,
    ...(row.capability_id ? { capabilityId: row.capability_id } : {}),
    workflowName: row.workflow_name,
    version: row.version,
    environment: row.environment,
    outcome: row.outcome,
    creditsCharged: Number(row.credits_charged),
    quicklinkId: row.quicklink_id,
    durationMs: row.duration_ms,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    completedAt: isoOrNull(row.completed_at),
  };
}

/** A transaction of this environment with its input and trace; undefined when there is none. */
export async function findTransaction(db: Db, orgId: string, environment: Environment, transactionId: string): Promise<Schemas['Transaction'] | undefined> {
  const row = await base(db, orgId, environment)
    .select([...summaryColumns, workflowName.as('workflow_name'), 't.input_data', 't.node_trace', 't.awaited_keys', 't.missing_inputs', 't.unknown_inputs', 't.reason'])
    .where('t.id', '=', transactionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toSummary(row as SummaryRow),
    transactionRawInput: row.input_data,
    nodes: row.node_trace,
    awaitedKeys: row.awaited_keys,
    missingInputs: row.missing_inputs,
    unknownInputs: row.unknown_inputs,
    reason: row.reason,
  };
}

export interface NewTransaction {
  id?: string;
  orgId: string;
  environment: Environment;
  workflowId: string | null;
  templateId?: string | null;
  capabilityId?: string | null;
  version: number;
  outcome: TransactionOutcome;
  reason?: string | null;
  inputData: Record<string, unknown>;
  nodes: TransactionNodeTrace[];
  awaitedKeys?: string[];
  missingInputs?: string[];
  unknownInputs?: string[];
  creditsCharged?: number;
  quicklinkId?: string | null;
  durationMs?: number | null;
  createdAt?: Date;
  completedAt?: Date | null;
}

/** The `transactions` row of a new transaction (an id of its own when it has none), its jsonb columns as values. */
export function transactionFields(values: NewTransaction) {
  const at = values.createdAt ?? new Date();
  const completedAt = values.completedAt === undefined ? (['AWAITING', 'PROCESSING'].includes(values.outcome) ? null : at) : values.completedAt;
  return {
    id: values.id ?? newId('txn'),
    organization_id: values.orgId,
    environment: values.environment,
    workflow_id: values.workflowId,
    template_id: values.templateId ?? null,
    capability_id: values.capabilityId ?? null,
    version: values.version,
    outcome: values.outcome,
    reason: values.reason ?? null,
    input_data: values.inputData,
    node_trace: values.nodes,
    awaited_keys: values.awaitedKeys ?? [],
    missing_inputs: values.missingInputs ?? [],
    unknown_inputs: values.unknownInputs ?? [],
    credits_charged: values.creditsCharged ?? 0,
    quicklink_id: values.quicklinkId ?? null,
    duration_ms: values.durationMs ?? null,
    created_at: at,
    updated_at: completedAt ?? at,
    completed_at: completedAt,
  };
}

/** The `transactions` row of a new transaction, its jsonb columns serialised (Kysely's insert values). */
export function transactionRow(values: NewTransaction) {
  const fields = transactionFields(values);
  return {
    ...fields,
    input_data: json(fields.input_data),
    node_trace: json(fields.node_trace),
    awaited_keys: json(fields.awaited_keys),
    missing_inputs: json(fields.missing_inputs),
    unknown_inputs: json(fields.unknown_inputs),
  };
}

/** Records a transaction (the engine's write; the seed uses it too). */
export async function insertTransaction(db: Db, values: NewTransaction): Promise<string> {
  const row = transactionRow(values);
  await db.insertInto('transactions').values(row).execute();
  return row.id;
}
