import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../server/db/database.ts';
import { json } from '../server/db/json.ts';
import { startJobQueue } from '../server/jobs/index.ts';
import { enqueueWebhookEvent, newWebhookSecret } from '../server/store/webhooks.ts';
import { startWebhookDelivery } from '../server/webhooks/index.ts';
import type { BenchResult } from './run.ts';

const EVENTS = 2000;
const CONCURRENCY = 25;

/**
 * Webhook delivery (ADR 0030) on the embedded PGlite: EVENTS outbox events to one local receiver,
 * from the outbox to a recorded Success (relay, job, signature, POST, attempt recorded), against
 * the same number of bare `fetch` (undici) POSTs of the same body to the same receiver, CONCURRENCY at a time.
 */
export async function webhookDelivery(): Promise<BenchResult> {
  let received = 0;
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const body = JSON.stringify({ type: 'transaction.completed', timestamp: new Date().toISOString(), data: { transactionId: 'txn_bench' } });

  const peerStart = performance.now();
  for (let i = 0; i < EVENTS; i += CONCURRENCY) {
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, EVENTS - i) }, () => fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } }).then((r) => r.text())));
  }
  const peerPerSecond = EVENTS / ((performance.now() - peerStart) / 1000);

  const database = await openDatabase({ dataDir: 'memory://' });
  const jobs = await startJobQueue(database);
  try {
    const db = database.db;
    await db.insertInto('organizations').values({ id: 'org_bench', display_name: 'Bench', industry: 'fintech', geography: 'in', region: 'in', feature_flags: json({}) }).execute();
    await db
      .insertInto('webhooks')
      .values({ id: 'wh_bench', organization_id: 'org_bench', environment: 'test', description: 'Bench', url, filter_types: json([]), secret: newWebhookSecret(), created_by: 'bench' })
      .execute();
    for (let i = 0; i < EVENTS; i += 1) await enqueueWebhookEvent(db, 'org_bench', 'test', 'transaction.completed', { transactionId: `txn_${i}` });
    received = 0;
    const start = performance.now();
    const delivery = await startWebhookDelivery(db, jobs, { allowPrivate: true });
    const pending = async () => (await db.selectFrom('webhook_messages').select('id').where('status', '!=', 'Success').limit(1).execute()).length;
    while ((await pending()) > 0 && performance.now() - start < 300_000) await new Promise((r) => setTimeout(r, 20));
    const oursPerSecond = EVENTS / ((performance.now() - start) / 1000);
    await delivery.stop();
    return {
      name: `webhook delivery, outbox to recorded Success (${EVENTS} events, PGlite, ${received} received)`,
      oursPerSecond,
      peerPerSecond,
      peer: `fetch (undici) POSTs of the same body, ${CONCURRENCY} at a time`,
    };
  } finally {
    await jobs.stop();
    await database.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
}
