// The server process of the API benches (bench/serverProcess.ts starts it): Veriflow as `npm start`
// builds it, logging at its normal level (info, to the file the parent gives as stdout), on PGlite
// in a folder or on PostgreSQL in a fresh schema, plus two routes answering a constant (the peer)
// and one writing a row (the floor of a durable write).
// It makes what the load needs (a session, a published five-service workflow, an API key with
// ample usage) and sends it to the parent over IPC. The demo organisation's seeded webhooks are
// switched off: each transaction still records its webhook message, but no delivery to their
// unreachable example hosts runs beside the load (bench/webhookDelivery.ts measures delivery).
//   node --import tsx bench/apiServer.ts pglite <folder> | postgres <url> <schema>
import { buildServer } from '../server/app.ts';
import { configFromEnv } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { createSession, SESSION_COOKIE } from '../server/auth/sessions.ts';
import { FIVE_SERVICE_DATA, fiveServiceFlow } from '../server/engine/test/sandboxFlows.ts';
import { DEMO_ORG_ID, DEMO_USERS } from '../server/seed/demoOrganisation.ts';
import { generateCredential } from '../server/store/credentials.ts';
import { ensureUsageAccount } from '../server/store/usage.ts';
import { createWorkflow } from '../server/store/workflows.ts';

export interface BenchServer {
  address: string;
  /** The server process's id (the benches read its CPU time). */
  pid: number;
  sessionHeaders: Record<string, string>;
  keyHeaders: Record<string, string>;
  transactionBody: string;
}

const [kind, where = '', schema = ''] = process.argv.slice(2);
const database = kind === 'postgres' ? await openDatabase({ url: where, schema, jobSchema: `${schema}_jobs` }) : await openDatabase({ dataDir: where });
const config = configFromEnv({ LOG_LEVEL: 'info', VERIFLOW_DATA_DIR: where, VERIFLOW_CONSOLE_DIR: where, VERIFLOW_DEMO_DIR: where }, process.cwd());
const app = await buildServer(config, { database });
const constant = { transactionId: 'txn_bench_constant', outcome: 'ACCEPTED', transactionRawInput: {}, awaitedKeys: [], reason: null };
app.get('/bench/constant', async () => constant);
app.post('/bench/constant', async () => constant);
// The floor of any acknowledged write: one row inserted and committed, nothing else (bench/transactionThroughput.ts).
await database.executeSql('create table if not exists bench_writes (id text primary key, body jsonb not null, created_at timestamptz not null default now())');
let written = 0;
app.post('/bench/one-write', async (request) => {
  written += 1;
  await database.executeSql('insert into bench_writes (id, body) values ($1, $2)', [`${process.pid}-${written}`, JSON.stringify(request.body)]);
  return constant;
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const db = database.db;
const { token } = await createSession(db, DEMO_USERS.owner.id);
const { workflowId } = await createWorkflow(db, { orgId: DEMO_ORG_ID, userId: null, name: 'Bench five services', useCase: 'onboarding', workflowObject: fiveServiceFlow() });
await ensureUsageAccount(db, DEMO_ORG_ID, 'test');
await db.updateTable('usage_accounts').set({ lifetime_allocated: 1e9 }).where('organization_id', '=', DEMO_ORG_ID).where('environment', '=', 'test').execute();
await db.updateTable('webhooks').set({ disabled: true }).where('organization_id', '=', DEMO_ORG_ID).execute();
const key = await generateCredential(db, { orgId: DEMO_ORG_ID, environment: 'test', appName: 'Bench', createdBy: null });
if (!key.ok) throw new Error('the bench key was not generated');

const ready: BenchServer = {
  address,
  pid: process.pid,
  sessionHeaders: { cookie: `${SESSION_COOKIE}=${token}`, 'x-veriflow-auth-org-id': DEMO_ORG_ID },
  keyHeaders: { authorization: `Bearer ${key.secret}` },
  transactionBody: JSON.stringify({ workflowId, data: FIVE_SERVICE_DATA }),
};
process.send?.(ready);
process.on('disconnect', () => {
  void app.close().then(() => database.close()).then(() => process.exit(0));
});
