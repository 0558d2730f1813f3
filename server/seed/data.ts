import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { newWebhookSecret, WEBHOOK_EVENT_TYPES } from '../store/webhooks';
import { DEMO_ORG_ID, DEMO_USERS } from './demoOrganisation';
import { SEEDED_WORKFLOW_IDS } from './workflows';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

export const SEEDED_WEBHOOK_IDS = { decisions: 'wh_acme_decisions', ops: 'wh_acme_ops_alerts' } as const;
export const SEEDED_BULK_IDS = { done: 'bq_march_portfolio_rescreen', failed: 'bq_dormant_accounts_recheck' } as const;
export const SEEDED_DOCUMENT_ID = 'doc_sample_pan_front';

/** A 1×1 transparent PNG: the seeded document's file. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Test-mode webhooks with a few deliveries (one failed, to try Retry), bulk applications and a document. */
export async function seedData(db: Kysely<Database>) {
  const now = Date.now();
  const at = (ago: number) => new Date(now - ago);
  const owner = DEMO_USERS.owner.email;

  await db
    .insertInto('webhooks')
    .values([
      {
        id: SEEDED_WEBHOOK_IDS.decisions,
        organization_id: DEMO_ORG_ID,
        environment: 'test',
        description: 'Loan decisions to core banking',
        url: 'https://hooks.example.com/veriflow/decisions',
        version: 2,
        disabled: false,
        filter_types: json(['transaction.completed', 'transaction.awaiting', 'transaction.failed']),
        secret: newWebhookSecret(),
        created_by: owner,
        created_at: at(12 * DAY),
        updated_at: at(3 * DAY),
      },
      {
        id: SEEDED_WEBHOOK_IDS.ops,
        organization_id: DEMO_ORG_ID,
        environment: 'test',
        description: 'Ops alerts (paused)',
        url: 'https://alerts.example.com/inbound/veriflow',
        version: 1,
        disabled: true,
        filter_types: json([...WEBHOOK_EVENT_TYPES]),
        secret: newWebhookSecret(),
        created_by: owner,
        created_at: at(9 * DAY),
        updated_at: at(9 * DAY),
      },
    ])
    .execute();

  const messages: { id: string; event: string; status: 'Success' | 'Fail' | 'Pending'; ago: number; attempts: number; data: Record<string, unknown>; hook?: string }[] = [
    { id: 'msg_seed_0001', event: 'transaction.completed', status: 'Success', ago: 2 * DAY + 4 * HOUR, attempts: 1, data: { transactionId: 'txn_demo_1001', workflowId: SEEDED_WORKFLOW_IDS.loan, outcome: 'SUCCESS' } },
    { id: 'msg_seed_0002', event: 'transaction.awaiting', status: 'Success', ago: DAY + 7 * HOUR, attempts: 1, data: { transactionId: 'txn_demo_1002', workflowId: SEEDED_WORKFLOW_IDS.onboarding, awaiting: ['selfie'] } },
    { id: 'msg_seed_0003', event: 'transaction.failed', status: 'Fail', ago: 20 * HOUR, attempts: 5, data: { transactionId: 'txn_demo_1003', workflowId: SEEDED_WORKFLOW_IDS.loan, outcome: 'ERROR' } },
    { id: 'msg_seed_0004', event: 'transaction.completed', status: 'Success', ago: 6 * HOUR, attempts: 2, data: { transactionId: 'txn_demo_1004', workflowId: SEEDED_WORKFLOW_IDS.payout, outcome: 'REJECTED' } },
    { id: 'msg_seed_0005', event: 'transaction.completed', status: 'Pending', ago: 15 * MINUTE, attempts: 0, data: { transactionId: 'txn_demo_1005', workflowId: SEEDED_WORKFLOW_IDS.loan, outcome: 'MANUAL_REVIEW' } },
    { id: 'msg_seed_0006', event: 'workflow.published', status: 'Success', ago: 8 * DAY, attempts: 1, data: { workflowId: SEEDED_WORKFLOW_IDS.merchant, version: 3 }, hook: SEEDED_WEBHOOK_IDS.ops },
  ];
  await db
    .insertInto('webhook_messages')
    .values(
      messages.map((m) => {
        const hook = m.hook ?? SEEDED_WEBHOOK_IDS.decisions;
        const when = at(m.ago);
        return {
          id: m.id,
          organization_id: DEMO_ORG_ID,
          environment: 'test' as const,
          webhook_id: hook,
          event_type: m.event,
          payload: json({ type: m.event, timestamp: when.toISOString(), data: m.data }),
          url: hook === SEEDED_WEBHOOK_IDS.ops ? 'https://alerts.example.com/inbound/veriflow' : 'https://hooks.example.com/veriflow/decisions',
          status: m.status,
          attempts: m.attempts,
          next_attempt_at: m.status === 'Pending' ? when : null,
          last_error: m.status === 'Fail' ? 'HTTP 503 from the receiver after 5 attempts' : null,
          event_timestamp: when,
          updated_at: when,
        };
      }),
    )
    .execute();

  const people = [
    { name: 'Aarav Mehta', mobile: '+919876500011', pan: 'ABCPM1234K' },
    { name: 'Diya Iyer', mobile: '+919876500012', pan: 'BCDPI2345L' },
    { name: 'Kabir Singh', mobile: '+919876500013', pan: 'CDEPS3456M' },
    { name: 'Meera Joshi', mobile: '+919876500014', pan: 'DEFPJ4567N' },
    { name: 'Ishaan Rao', mobile: '+919876500015', pan: 'EFGPR5678P' },
  ];
  const columns = ['name', 'mobile', 'pan'];
  const apps = [
    { id: SEEDED_BULK_IDS.done, name: 'March portfolio re-screen', workflow: SEEDED_WORKFLOW_IDS.loan, status: 'DONE' as const, ago: 6 * DAY, file: 'march-portfolio.csv', item: () => 'SUCCESS' as const },
    { id: SEEDED_BULK_IDS.failed, name: 'Dormant accounts re-check', workflow: SEEDED_WORKFLOW_IDS.onboarding, status: 'FAILED' as const, ago: 2 * DAY, file: 'dormant-accounts.csv', item: (i: number) => (i % 2 ? ('FAILED' as const) : ('SUCCESS' as const)) },
  ];
  for (const app of apps) {
    await db
      .insertInto('bulk_applications')
      .values({
        id: app.id,
        organization_id: DEMO_ORG_ID,
        environment: 'test',
        application_name: app.name,
        workflow_id: app.workflow,
        status: app.status,
        file_name: app.file,
        row_count: people.length,
        columns: json(columns),
        created_by: app.status === 'DONE' ? owner : DEMO_USERS.member.email,
        created_at: at(app.ago),
        updated_at: at(app.ago - 2 * HOUR),
        started_at: at(app.ago - 10 * MINUTE),
      })
      .execute();
    await db
      .insertInto('bulk_items')
      .values(
        people.map((p, i) => ({
          id: `${app.id.replace('bq_', 'bqi_')}_${i + 1}`,
          application_id: app.id,
          organization_id: DEMO_ORG_ID,
          row_number: i + 1,
          status: app.item(i),
          query: json(p),
          created_at: at(app.ago),
          updated_at: at(app.ago - HOUR),
        })),
      )
      .execute();
  }

  await db
    .insertInto('documents')
    .values({
      id: SEEDED_DOCUMENT_ID,
      organization_id: DEMO_ORG_ID,
      environment: 'test',
      type: 'image',
      name: 'pan-card-front.png',
      extension: 'png',
      tag: 'front',
      content_type: 'image/png',
      size: TINY_PNG.length,
      content: TINY_PNG,
      created_by: owner,
      created_at: at(4 * DAY),
      updated_at: at(4 * DAY),
    })
    .execute();
}
