import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { json } from '../db/json';
import { startJobQueue, type JobQueue } from '../jobs';
import { enqueueWebhookEvent, newWebhookSecret } from '../store/webhooks';
import { openTestPostgres } from '../test/database';
import { startWebhookDelivery, type WebhookDelivery } from './delivery';

/** Two servers on one PostgreSQL: both relay and deliver, and every event arrives once. */
describe('two delivery processes on one PostgreSQL', () => {
  let database: DatabaseHandle;
  const running: { jobs: JobQueue; delivery: WebhookDelivery }[] = [];
  const received = new Map<string, number>();
  let receiver: http.Server;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const id = String(req.headers['webhook-id']);
      received.set(id, (received.get(id) ?? 0) + 1);
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    database = await openTestPostgres(`t_share_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
    for (let i = 0; i < 2; i++) {
      const jobs = await startJobQueue(database);
      running.push({ jobs, delivery: await startWebhookDelivery(database.db, jobs, { allowPrivate: true, relayIntervalMs: 30, pollingIntervalSeconds: 0.5 }) });
    }
  });
  afterAll(async () => {
    for (const { jobs, delivery } of running) {
      await delivery.stop();
      await jobs.stop();
    }
    await database?.close();
    receiver?.closeAllConnections();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('delivers each of 60 events exactly once between them', async () => {
    const orgId = 'org_share';
    await database.db.insertInto('organizations').values({ id: orgId, display_name: 'Share', industry: 'fintech', geography: 'in', region: 'in', feature_flags: json({}) }).execute();
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    await database.db
      .insertInto('webhooks')
      .values({ id: 'wh_share', organization_id: orgId, environment: 'test', description: 'Share', url, filter_types: json([]), secret: newWebhookSecret(), created_by: 'test' })
      .execute();
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push(...(await enqueueWebhookEvent(database.db, orgId, 'test', 'transaction.completed', { n: i })).map((m) => m.id));
    const end = Date.now() + 20_000;
    while (ids.some((id) => !received.has(id)) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    const pending = async () =>
      (await database.db.selectFrom('webhook_messages').select('id').where('webhook_id', '=', 'wh_share').where('status', '!=', 'Success').execute()).length;
    while ((await pending()) > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(await pending()).toBe(0);
    expect(ids.filter((id) => received.get(id) !== 1)).toEqual([]);
    const attempts = await database.db.selectFrom('webhook_attempts').select('message_id').where('webhook_id', '=', 'wh_share').execute();
    expect(attempts).toHaveLength(60);
  });
});
