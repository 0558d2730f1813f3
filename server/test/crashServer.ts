// One server process for the kill-cycle test (server/runs/killCycle.test.ts) and the embedded database bench: opens the database
// given (a PGlite folder, or with CRASH_DATABASE_URL=1 a schema of the test PostgreSQL), seeds an organisation with
// a workflow and an API key once, and serves the API until it is killed.
//   node --import tsx server/test/crashServer.ts <folder-or-schema> <port> [seed]
import { buildServer } from '../app';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { openTestPostgresAgain } from './database';
import { json } from '../db/json';
import { kycFlow } from '../engine/test/sandboxFlows';
import { generateCredential } from '../store/credentials';
import { defaultFeatureFlags } from '../store/organizations';
import { ensureUsageAccount } from '../store/usage';
import { createWorkflow } from '../store/workflows';
import type { WorkflowObject } from '../workflows/flowRules';

const [where, port, seed] = process.argv.slice(2) as [string, string, string | undefined];
// On PostgreSQL the schema was made by the test; opening it again takes the test schemas' lock (server/test/database.ts).
const database = process.env.CRASH_DATABASE_URL ? await openTestPostgresAgain(where) : await openDatabase({ dataDir: where, pgliteThread: process.env.VERIFLOW_PGLITE_THREAD === 'main' ? 'main' : 'worker' });

if (seed === 'seed') {
  const { db } = database;
  const orgId = 'org_crash';
  await db.insertInto('organizations').values({ id: orgId, display_name: 'Crash', industry: 'fintech', geography: 'in', region: 'in', feature_flags: json(defaultFeatureFlags('in')) }).execute();
  // Enough free calls for the whole stream: the test counts what is charged, not what is refused.
  await ensureUsageAccount(db, orgId, 'test');
  await db.updateTable('usage_accounts').set({ lifetime_allocated: 1_000_000, monthly_allocated: 1_000_000 }).where('organization_id', '=', orgId).execute();
  const { workflowId } = await createWorkflow(db, { orgId, userId: null, name: 'Crash KYC', useCase: 'onboarding', workflowObject: kycFlow() as WorkflowObject });
  const key = await generateCredential(db, { orgId, environment: 'test', appName: 'Crash', createdBy: null });
  if (!key.ok) throw new Error('the API key was not generated');
  process.stdout.write(`seeded ${JSON.stringify({ orgId, workflowId, apiKey: key.secret })}\n`);
}

const app = await buildServer({ ...configFromEnv({ ...process.env, VERIFLOW_SEED: '0', LOG_LEVEL: 'silent' }), port: Number(port) }, { database, webhookDelivery: false });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
