// One "server process" for bench/webhookCrash.ts: opens the database, seeds the events once, then
// delivers until it is killed.
import { openDatabase } from '../server/db/database.ts';
import { json } from '../server/db/json.ts';
import { startJobQueue } from '../server/jobs/index.ts';
import { enqueueWebhookEvent, newWebhookSecret } from '../server/store/webhooks.ts';
import { startWebhookDelivery } from '../server/webhooks/index.ts';

const [dataDir, url, count, seed] = process.argv.slice(2);
const database = process.env.CRASH_DATABASE_URL
  ? await openDatabase({ url: process.env.CRASH_DATABASE_URL, schema: dataDir, jobSchema: `${dataDir}_jobs` })
  : await openDatabase({ dataDir });
if (seed === 'seed') {
  const db = database.db;
  await db.insertInto('organizations').values({ id: 'org_crash', display_name: 'Crash', industry: 'fintech', geography: 'in', region: 'in', feature_flags: json({}) }).execute();
  await db.insertInto('webhooks').values({ id: 'wh_crash', organization_id: 'org_crash', environment: 'test', description: 'Crash', url: url!, filter_types: json([]), secret: newWebhookSecret(), created_by: 'bench' }).execute();
  for (let i = 0; i < Number(count); i += 1) await enqueueWebhookEvent(db, 'org_crash', 'test', 'transaction.completed', { n: i });
}
const jobs = await startJobQueue(database);
await startWebhookDelivery(database.db, jobs, { allowPrivate: true, schedule: [200, 500, 1000, 2000, 5000] });
process.stdout.write('ready\n');
// Reports how many messages are not yet delivered (jobs of a killed process come back after their 60 s expiry).
setInterval(() => {
  void database.db
    .selectFrom('webhook_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '!=', 'Success')
    .executeTakeFirstOrThrow()
    .then(({ n }) => process.stdout.write(`pending ${Number(n)}\n`));
}, 1000);
