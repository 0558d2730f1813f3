import { expect, it } from 'vitest';
import { describeEachDatabase, type Caller, type TestServer } from '../test/harness';
import { enqueueWebhookEvent, WEBHOOK_EVENT_TYPES } from '../store/webhooks';

const PRIVATE = 'The URL must not point to localhost, a local network name or a private, loopback, link-local or multicast address';

async function newWebhook(caller: Caller, overrides: Record<string, unknown> = {}, env: 'sandbox' | 'live' = 'sandbox') {
  const res = await caller.post('/platform/webhooks', { description: 'Decisions', url: 'https://hooks.example.com/veriflow', filterTypes: ['transaction.completed'], disabled: false, ...overrides }, { env });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; version: number; url: string };
}

async function webhookCount(server: TestServer, orgId: string) {
  const row = await server.db.selectFrom('webhooks').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', orgId).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function failMessage(server: TestServer, id: string) {
  await server.db.updateTable('webhook_messages').set({ status: 'Fail', attempts: 5 }).where('id', '=', id).execute();
}

describeEachDatabase('webhooks', (server) => {
  it('creates, lists, updates, reveals the secret of and deletes a webhook, auditing each change', async () => {
    const owner = await server().signIn();
    const hook = await newWebhook(owner);
    expect(hook).toMatchObject({ description: 'Decisions', url: 'https://hooks.example.com/veriflow', filterTypes: ['transaction.completed'], disabled: false, version: 1 });
    const list = await owner.get('/platform/webhooks');
    expect(list.body.data).toEqual([hook]);
    const secret = await owner.get(`/platform/webhooks/${hook.id}/secret`);
    expect(secret.body.key).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.body.key.slice(6), 'base64')).toHaveLength(24);
    const toggled = await owner.patch(`/platform/webhooks/${hook.id}`, { ...hook, disabled: true });
    expect(toggled.status).toBe(200);
    expect(toggled.body).toMatchObject({ disabled: true, version: 2, description: 'Decisions' });
    const renamed = await owner.patch(`/platform/webhooks/${hook.id}`, { description: 'Core banking', filterTypes: ['workflow.published', 'credits.low'] });
    expect(renamed.body).toMatchObject({ description: 'Core banking', filterTypes: ['workflow.published', 'credits.low'], disabled: true, version: 3 });
    expect((await owner.delete(`/platform/webhooks/${hook.id}`)).status).toBe(204);
    expect((await owner.get(`/platform/webhooks/${hook.id}/secret`)).status).toBe(404);
    const audit = await server().db.selectFrom('audit_events').select('action').where('organization_id', '=', owner.orgId).orderBy('created_at').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['webhook.created', 'webhook.secret_viewed', 'webhook.updated', 'webhook.updated', 'webhook.deleted']);
  });

  it('defaults filterTypes to every event type and lists the event types of product-decisions.md', async () => {
    const owner = await server().signIn();
    const hook = await owner.post('/platform/webhooks', { description: 'All events', url: 'https://hooks.example.com/all' });
    expect(hook.body.filterTypes).toEqual(WEBHOOK_EVENT_TYPES);
    const events = await owner.get('/platform/webhooks/events');
    expect(events.body.eventTypes).toEqual(WEBHOOK_EVENT_TYPES);
  });

  it('keeps test-mode and live-mode webhooks apart', async () => {
    const owner = await server().signIn();
    const sandbox = await newWebhook(owner, { description: 'Sandbox hook' });
    const live = await newWebhook(owner, { description: 'Live hook' }, 'live');
    expect((await owner.get('/platform/webhooks', { env: 'live' })).body.data.map((h: { id: string }) => h.id)).toEqual([live.id]);
    expect((await owner.get('/platform/webhooks')).body.data.map((h: { id: string }) => h.id)).toEqual([sandbox.id]);
    expect((await owner.get(`/platform/webhooks/${sandbox.id}/secret`, { env: 'live' })).status).toBe(404);
    expect((await owner.delete(`/platform/webhooks/${sandbox.id}`, { env: 'live' })).status).toBe(404);
    expect(await webhookCount(server(), owner.orgId)).toBe(2);
  });

  it('queues test events for the enabled webhooks, pages their messages and retries only failed ones', async () => {
    const owner = await server().signIn();
    const on = await newWebhook(owner, { description: 'On' });
    const off = await newWebhook(owner, { description: 'Off', disabled: true });
    const sent = await owner.post('/platform/webhooks/triggertestevent');
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ eventType: 'webhook.test', count: 1, messages: [{ webhookId: on.id, status: 'Pending', attempts: 0, url: on.url }] });
    const queued = await enqueueWebhookEvent(server().db, owner.orgId, 'test', 'transaction.completed', { transactionId: 't1' });
    // The disabled webhook's copy is recorded as Skipped, not dropped.
    expect(queued.map((m) => [m.webhook_id, m.status])).toEqual([[on.id, 'Pending'], [off.id, 'Skipped']]);
    expect(await enqueueWebhookEvent(server().db, owner.orgId, 'test', 'credits.low', {})).toEqual([]);
    expect(await enqueueWebhookEvent(server().db, owner.orgId, 'live', 'transaction.completed', {})).toEqual([]);
    const messages = await owner.get(`/platform/webhooks/${on.id}/messages`, { query: { limit: 20, offset: 0, sortBy: JSON.stringify(['eventType', 'asc']) } });
    expect(messages.body.count).toBe(2);
    expect(messages.body.data.map((m: { eventType: string }) => m.eventType)).toEqual(['transaction.completed', 'webhook.test']);
    const page = await owner.get(`/platform/webhooks/${on.id}/messages`, { query: { limit: 1, offset: 1 } });
    expect(page.body).toMatchObject({ count: 2, data: [{}] });
    expect((await owner.get(`/platform/webhooks/${off.id}/messages`)).body).toMatchObject({ data: [{ eventType: 'transaction.completed', status: 'Skipped', attempts: 0 }], count: 1 });

    const messageId = sent.body.messages[0].id as string;
    const pending = await owner.post(`/platform/webhooks/${on.id}/retry/${messageId}`, { webhookId: on.id, messageId, filterTypes: ['webhook.test'], url: on.url, description: '', disabled: false });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('Only a failed message can be retried; this one is Pending');
    await failMessage(server(), messageId);
    const retried = await owner.post(`/platform/webhooks/${on.id}/retry/${messageId}`);
    expect(retried.status).toBe(202);
    expect(retried.body).toMatchObject({ id: messageId, status: 'Pending', attempts: 5 });
    const row = await server().db.selectFrom('webhook_messages').select(['next_trigger', 'dispatched_at']).where('id', '=', messageId).executeTakeFirstOrThrow();
    expect(row).toEqual({ next_trigger: 'manual', dispatched_at: null });
    expect((await owner.post(`/platform/webhooks/${off.id}/retry/${messageId}`)).status).toBe(404);
  });

  it.each([
    ['http://localhost:8080/hook', PRIVATE],
    ['http://127.0.0.1/hook', PRIVATE],
    ['http://10.1.2.3/hook', PRIVATE],
    ['http://192.168.0.10/hook', PRIVATE],
    ['http://172.20.0.1/hook', PRIVATE],
    ['http://169.254.169.254/latest/meta-data', PRIVATE],
    ['http://[::1]/hook', PRIVATE],
    ['http://[fd00::1]/hook', PRIVATE],
    ['http://[fe80::1]/hook', PRIVATE],
    ['http://0.0.0.0/hook', PRIVATE],
    ['https://printer.local/hook', PRIVATE],
    ['https://metadata.internal/hook', PRIVATE],
    ['https://admin:hunter2@hooks.example.com/', 'The URL must not contain a user name or password'],
    ['ftp://hooks.example.com/', 'The URL must start with http:// or https://'],
    ['javascript:alert(1)', 'The URL must start with http:// or https://'],
    ['hooks.example.com/no-scheme', 'The URL is not valid. Enter a full address such as https://example.com/webhooks'],
  ])('refuses the URL %s with a 400 and stores nothing', async (url, message) => {
    const owner = await server().signIn();
    const res = await owner.post('/platform/webhooks', { description: 'Bad', url });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await webhookCount(server(), owner.orgId)).toBe(0);
  });

  it('screens URLs and event types on update too, and changes nothing when refused', async () => {
    const owner = await server().signIn();
    const hook = await newWebhook(owner);
    const bad = await owner.patch(`/platform/webhooks/${hook.id}`, { url: 'http://10.0.0.1/' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PRIVATE);
    const types = await owner.patch(`/platform/webhooks/${hook.id}`, { filterTypes: ['transaction.completed', 'payment.done'] });
    expect(types.status).toBe(400);
    expect(types.body.message).toBe('Unknown event type: payment.done');
    expect((await owner.patch(`/platform/webhooks/${hook.id}`, { id: 'wh_other', disabled: true })).status).toBe(400);
    expect((await owner.get('/platform/webhooks')).body.data[0]).toMatchObject({ url: 'https://hooks.example.com/veriflow', filterTypes: ['transaction.completed'], disabled: false, version: 1 });
  });

  it('refuses bad input with a 400 naming the problem, and changes nothing', async () => {
    const owner = await server().signIn();
    const cases: [unknown, string][] = [
      [{ description: 'x'.repeat(101), url: 'https://example.com/' }, 'body.description must NOT have more than 100 characters'],
      [{ description: 'Fine', url: `https://example.com/${'a'.repeat(2048)}` }, 'body.url must NOT have more than 2048 characters'],
      [{ description: 'Fine' }, 'body is missing the required field "url"'],
      [{ description: 'Fine', url: 'https://example.com/', secret: 'mine' }, 'body has an unknown field "secret"'],
      [{ description: 'Fine', url: 'https://example.com/', disabled: 'no' }, 'body.disabled must be boolean'],
      [{ description: 'Fine', url: 'https://example.com/', filterTypes: ['transaction.exploded'] }, 'Unknown event type: transaction.exploded'],
      [{ description: '   ', url: 'https://example.com/' }, 'body.description must not be blank'],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post('/platform/webhooks', body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const malformed = await owner.request('POST', '/platform/webhooks', { payload: '{"description": "Broken",', contentType: 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON in the request body');
    const hook = await newWebhook(owner);
    for (const query of [{ limit: -1 }, { limit: 100000 }, { offset: -5 }, { sortBy: 'not json' }, { sortBy: '["secret","asc"]' }, { limit: 'ten' }] as Record<string, string | number>[]) {
      const res = await owner.get(`/platform/webhooks/${hook.id}/messages`, { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect(await webhookCount(server(), owner.orgId)).toBe(1);
  });

  it('checks permissions: sales cannot read, members cannot create, admins can', async () => {
    const owner = await server().signIn();
    const hook = await newWebhook(owner);
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    const admin = await server().signIn({ role: 'admin', orgId: owner.orgId });
    const denied = await sales.post('/platform/webhooks', { description: 'Sales hook', url: 'https://example.com/' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("You don't have permission to create webhooks");
    expect((await sales.get('/platform/webhooks')).status).toBe(403);
    expect((await member.get('/platform/webhooks')).status).toBe(200);
    expect((await member.post('/platform/webhooks', { description: 'Member hook', url: 'https://example.com/' })).status).toBe(403);
    expect((await member.patch(`/platform/webhooks/${hook.id}`, { disabled: true })).status).toBe(403);
    expect((await member.delete(`/platform/webhooks/${hook.id}`)).status).toBe(403);
    expect((await member.post('/platform/webhooks/triggertestevent')).status).toBe(403);
    expect(await webhookCount(server(), owner.orgId)).toBe(1);
    expect((await admin.patch(`/platform/webhooks/${hook.id}`, { disabled: true })).status).toBe(200);
    expect((await admin.delete(`/platform/webhooks/${hook.id}`)).status).toBe(204);
  });

  it("answers 404 for another organisation's webhook and leaves it unchanged", async () => {
    const owner = await server().signIn();
    const stranger = await server().signIn();
    const hook = await newWebhook(owner);
    await owner.post('/platform/webhooks/triggertestevent');
    const [message] = (await owner.get(`/platform/webhooks/${hook.id}/messages`)).body.data;
    await failMessage(server(), message.id);
    expect((await stranger.get(`/platform/webhooks/${hook.id}/secret`)).status).toBe(404);
    expect((await stranger.get(`/platform/webhooks/${hook.id}/messages`)).status).toBe(404);
    expect((await stranger.patch(`/platform/webhooks/${hook.id}`, { url: 'https://evil.example.net/' })).status).toBe(404);
    expect((await stranger.post(`/platform/webhooks/${hook.id}/retry/${message.id}`)).status).toBe(404);
    expect((await stranger.delete(`/platform/webhooks/${hook.id}`)).status).toBe(404);
    expect((await stranger.post('/platform/webhooks/triggertestevent')).body.count).toBe(0);
    expect((await stranger.get('/platform/webhooks')).body.data).toEqual([]);
    const other = await stranger.get('/platform/webhooks', { headers: { 'X-Veriflow-Auth-Org-ID': owner.orgId } });
    expect(other.status).toBe(403);
    expect((await owner.get('/platform/webhooks')).body.data[0]).toMatchObject({ url: 'https://hooks.example.com/veriflow', version: 1 });
    expect((await owner.get(`/platform/webhooks/${hook.id}/messages`)).body.data[0].status).toBe('Fail');
  });
});

/** A message of the webhook written straight to the outbox, with the status and event time given. */
async function outboxMessage(server: TestServer, orgId: string, webhookId: string, status: 'Pending' | 'Success' | 'Fail' | 'Skipped', at: Date) {
  const id = `msg_${Math.random().toString(36).slice(2)}`;
  await server.db
    .insertInto('webhook_messages')
    .values({ id, organization_id: orgId, environment: 'test', webhook_id: webhookId, event_type: 'transaction.failed', payload: '{"type":"transaction.failed","data":{}}', url: 'https://hooks.example.com/veriflow', status, attempts: status === 'Pending' ? 0 : 1, event_timestamp: at, dispatched_at: status === 'Pending' ? at : null })
    .execute();
  return id;
}

async function messageRows(server: TestServer, webhookId: string) {
  const rows = await server.db.selectFrom('webhook_messages').select(['id', 'status', 'next_trigger', 'dispatched_at']).where('webhook_id', '=', webhookId).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

async function auditActions(server: TestServer, orgId: string) {
  const rows = await server.db.selectFrom('audit_events').select(['action', 'detail']).where('organization_id', '=', orgId).orderBy('created_at').orderBy('id').execute();
  return rows;
}

describeEachDatabase('webhooks beyond delivery: archive, links, replay, rotation', (server) => {
  it('archives a webhook (switched off, events Skipped, no test events, cannot be switched on) and unarchives it switched off', async () => {
    const owner = await server().signIn();
    const hook = await newWebhook(owner);
    const archived = await owner.post(`/platform/webhooks/${hook.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id: hook.id, disabled: true, version: 2 });
    expect(Date.parse(archived.body.archivedAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await owner.post(`/platform/webhooks/${hook.id}/archive`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The webhook is already archived');

    // The console sends the whole webhook with disabled flipped.
    const on = await owner.patch(`/platform/webhooks/${hook.id}`, { ...archived.body, disabled: false });
    expect(on.status, JSON.stringify(on.body)).toBe(409);
    expect(on.body).toMatchObject({ type: 'conflict', message: 'An archived webhook cannot be switched on', description: 'Unarchive the webhook first; it comes back switched off.' });
    // Renaming it is still allowed; it stays archived and off.
    const renamed = await owner.patch(`/platform/webhooks/${hook.id}`, { description: 'Old decisions' });
    expect(renamed.body).toMatchObject({ description: 'Old decisions', disabled: true, archivedAt: archived.body.archivedAt });

    expect((await owner.post('/platform/webhooks/triggertestevent')).body.count).toBe(0);
    const [skipped] = await enqueueWebhookEvent(server().db, owner.orgId, 'test', 'transaction.completed', { transactionId: 't1' });
    expect(skipped).toMatchObject({ webhook_id: hook.id, status: 'Skipped', last_error: 'The webhook is archived', next_attempt_at: null });
    expect((await owner.get(`/platform/webhooks/${hook.id}/messages`)).body.data).toEqual([expect.objectContaining({ status: 'Skipped', lastError: 'The webhook is archived' })]);

    const back = await owner.post(`/platform/webhooks/${hook.id}/unarchive`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ archivedAt: null, disabled: true });
    expect((await owner.post(`/platform/webhooks/${hook.id}/unarchive`)).body.message).toBe('The webhook is not archived');
    const [stillSkipped] = await enqueueWebhookEvent(server().db, owner.orgId, 'test', 'transaction.completed', { transactionId: 't2' });
    expect(stillSkipped).toMatchObject({ status: 'Skipped', last_error: 'The webhook is disabled' });
    expect((await owner.patch(`/platform/webhooks/${hook.id}`, { disabled: false })).body).toMatchObject({ disabled: false, archivedAt: null });
    expect((await auditActions(server(), owner.orgId)).map((a) => a.action)).toEqual([
      'webhook.created',
      'webhook.archived',
      'webhook.updated',
      'webhook.test_event_sent',
      'webhook.unarchived',
      'webhook.updated',
    ]);
  });

  it('links each message to the transaction and workflow version that produced it, null when absent', async () => {
    const owner = await server().signIn();
    const hook = await newWebhook(owner, { filterTypes: [] });
    const db = server().db;
    await enqueueWebhookEvent(db, owner.orgId, 'test', 'transaction.completed', { transactionId: 'txn_1', workflowId: 'wf_1', templateId: null, version: 4, outcome: 'SUCCESS' });
    await enqueueWebhookEvent(db, owner.orgId, 'test', 'transaction.failed', { transactionId: 'txn_2', workflowId: null, templateId: 'tpl_1', version: 2, outcome: 'ERROR' });
    await enqueueWebhookEvent(db, owner.orgId, 'test', 'workflow.published', { workflowId: 'wf_2', version: 7 });
    await enqueueWebhookEvent(db, owner.orgId, 'test', 'credits.low', { remaining: 10 });
    const { data } = (await owner.get(`/platform/webhooks/${hook.id}/messages`, { query: { sortBy: JSON.stringify(['eventType', 'asc']) } })).body;
    expect(data.map((m: Record<string, unknown>) => [m.eventType, m.transactionId, m.workflowId, m.workflowVersion])).toEqual([
      ['credits.low', null, null, null],
      ['transaction.completed', 'txn_1', 'wf_1', 4],
      // A template try-out: a version, but no workflow to link.
      ['transaction.failed', 'txn_2', null, null],
      ['workflow.published', null, 'wf_2', 7],
    ]);
  });

  it('replays the failed messages of a time range as manual attempts, skipping the rest, and audits it', async () => {
    const owner = await server().signIn();
    const hook = await newWebhook(owner);
    const t = (h: number) => new Date(Date.UTC(2026, 2, 1, h));
    const before = await outboxMessage(server(), owner.orgId, hook.id, 'Fail', t(0));
    const failed1 = await outboxMessage(server(), owner.orgId, hook.id, 'Fail', t(1));
    const succeeded = await outboxMessage(server(), owner.orgId, hook.id, 'Success', t(2));
    const skipped = await outboxMessage(server(), owner.orgId, hook.id, 'Skipped', t(3));
    const failed2 = await outboxMessage(server(), owner.orgId, hook.id, 'Fail', t(4));
    const atUntil = await outboxMessage(server(), owner.orgId, hook.id, 'Fail', t(6));
    const res = await owner.post(`/platform/webhooks/${hook.id}/replay`, { since: t(1).toISOString(), until: t(6).toISOString() });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ count: 2, truncated: false });
    const rows = await messageRows(server(), hook.id);
    for (const id of [failed1, failed2]) expect(rows.get(id)).toMatchObject({ status: 'Pending', next_trigger: 'manual', dispatched_at: null });
    expect([before, succeeded, skipped, atUntil].map((id) => rows.get(id)?.status)).toEqual(['Fail', 'Success', 'Skipped', 'Fail']);
    // until defaults to now: the rest of the failed ones.
    expect((await owner.post(`/platform/webhooks/${hook.id}/replay`, { since: '2026-03-01T00:00:00+00:00' })).body).toEqual({ count: 2, truncated: false });
    expect((await owner.post(`/platform/webhooks/${hook.id}/replay`, { since: t(0).toISOString() })).body).toEqual({ count: 0, truncated: false });
    const audit = (await auditActions(server(), owner.orgId)).filter((a) => a.action === 'webhook.messages_replayed');
    expect(audit.map((a) => a.detail)).toEqual([
      { since: t(1).toISOString(), until: t(6).toISOString(), count: 2, truncated: false },
      expect.objectContaining({ since: t(0).toISOString(), count: 2 }),
      expect.objectContaining({ count: 0 }),
    ]);
  });

  it('replays at most 1000 failed messages per call and says when more remain', async () => {
    const owner = await server().signIn();
    const hook = await newWebhook(owner);
    const start = Date.UTC(2026, 2, 1);
    await server()
      .db.insertInto('webhook_messages')
      .values(
        Array.from({ length: 1003 }, (_, i) => ({
          id: `msg_bulk_${hook.id}_${i}`,
          organization_id: owner.orgId,
          environment: 'test' as const,
          webhook_id: hook.id,
          event_type: 'transaction.failed',
          payload: '{}',
          url: hook.url,
          status: 'Fail' as const,
          attempts: 8,
          event_timestamp: new Date(start + i * 1000),
        })),
      )
      .execute();
    const first = await owner.post(`/platform/webhooks/${hook.id}/replay`, { since: new Date(start).toISOString() });
    expect(first.body).toEqual({ count: 1000, truncated: true });
    const rows = [...(await messageRows(server(), hook.id)).values()];
    expect(rows.filter((r) => r.status === 'Pending')).toHaveLength(1000);
    // The oldest first: the three left are the latest.
    expect(rows.filter((r) => r.status === 'Fail').map((r) => r.id).sort()).toEqual([1000, 1001, 1002].map((i) => `msg_bulk_${hook.id}_${i}`));
    expect((await owner.post(`/platform/webhooks/${hook.id}/replay`, { since: new Date(start).toISOString() })).body).toEqual({ count: 3, truncated: false });
  });

  it('refuses a bad replay with a 400 or 409 and queues nothing', async () => {
    const owner = await server().signIn();
    const hook = await newWebhook(owner);
    const failed = await outboxMessage(server(), owner.orgId, hook.id, 'Fail', new Date(Date.UTC(2026, 2, 1)));
    const cases: [unknown, number, string][] = [
      [{ since: 'yesterday' }, 400, 'body.since must match format "date-time"'],
      [{ since: '2026-03-02T00:00:00Z', until: '2026-03-01T00:00:00Z' }, 400, 'body.since must not be after body.until'],
      [{}, 400, 'body is missing the required field "since"'],
      [{ since: '2026-03-01T00:00:00Z', status: 'Success' }, 400, 'body has an unknown field "status"'],
      [{ since: 12 }, 400, 'body.since must be string'],
    ];
    for (const [body, status, message] of cases) {
      const res = await owner.post(`/platform/webhooks/${hook.id}/replay`, body);
      expect({ status: res.status, message: res.body.message }, JSON.stringify(body)).toEqual({ status, message });
    }
    await owner.patch(`/platform/webhooks/${hook.id}`, { disabled: true });
    const disabled = await owner.post(`/platform/webhooks/${hook.id}/replay`, { since: '2026-01-01T00:00:00Z' });
    expect(disabled.status).toBe(409);
    expect(disabled.body.message).toBe('A disabled webhook cannot be replayed');
    await owner.post(`/platform/webhooks/${hook.id}/archive`);
    const archived = await owner.post(`/platform/webhooks/${hook.id}/replay`, { since: '2026-01-01T00:00:00Z' });
    expect(archived.status).toBe(409);
    expect(archived.body.message).toBe('An archived webhook cannot be replayed');
    expect((await messageRows(server(), hook.id)).get(failed)).toMatchObject({ status: 'Fail', next_trigger: 'scheduled' });
    expect((await auditActions(server(), owner.orgId)).map((a) => a.action)).not.toContain('webhook.messages_replayed');
  });

  it('rotates the secret, keeping the previous one for 24 hours; a second rotation drops the oldest; never audits a secret', async () => {
    const owner = await server().signIn();
    const hook = await newWebhook(owner);
    const first = (await owner.get(`/platform/webhooks/${hook.id}/secret`)).body.key as string;
    expect((await owner.get(`/platform/webhooks/${hook.id}/secret`)).body).toEqual({ key: first, previousKey: null, previousKeyExpiresAt: null });
    const rotated = await owner.post(`/platform/webhooks/${hook.id}/secret/rotate`);
    expect(rotated.status).toBe(200);
    const second = rotated.body.key as string;
    expect(second).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(second).not.toBe(first);
    expect(rotated.body.previousKey).toBe(first);
    const expires = Date.parse(rotated.body.previousKeyExpiresAt);
    expect(Math.abs(expires - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);
    expect((await owner.get(`/platform/webhooks/${hook.id}/secret`)).body).toEqual(rotated.body);
    expect((await owner.get('/platform/webhooks')).body.data[0]).toMatchObject({ previousSecretExpiresAt: rotated.body.previousKeyExpiresAt, version: 2 });

    const again = (await owner.post(`/platform/webhooks/${hook.id}/secret/rotate`)).body;
    expect(again.previousKey).toBe(second);
    expect([again.key, again.previousKey]).not.toContain(first);

    // Once the previous secret has expired it is neither answered nor shown.
    await server().db.updateTable('webhooks').set({ previous_secret_expires_at: new Date(Date.now() - 1000) }).where('id', '=', hook.id).execute();
    expect((await owner.get(`/platform/webhooks/${hook.id}/secret`)).body).toEqual({ key: again.key, previousKey: null, previousKeyExpiresAt: null });
    expect((await owner.get('/platform/webhooks')).body.data[0].previousSecretExpiresAt).toBeNull();

    const audit = await auditActions(server(), owner.orgId);
    expect(audit.filter((a) => a.action === 'webhook.secret_rotated')).toHaveLength(2);
    const logged = JSON.stringify(audit);
    for (const secret of [first, second, again.key]) expect(logged).not.toContain(secret.slice(6));
  });

  it('refuses archive, unarchive, replay and rotation to a role without update:webhooks, changing nothing', async () => {
    const owner = await server().signIn();
    const hook = await newWebhook(owner);
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    const key = (await owner.get(`/platform/webhooks/${hook.id}/secret`)).body.key;
    for (const [path, body] of [['archive'], ['unarchive'], ['replay', { since: '2026-01-01T00:00:00Z' }], ['secret/rotate']] as const) {
      const res = await member.post(`/platform/webhooks/${hook.id}/${path}`, body);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 403, message: "You don't have permission to update webhooks" });
    }
    expect((await owner.get('/platform/webhooks')).body.data[0]).toMatchObject({ archivedAt: null, disabled: false, version: 1, previousSecretExpiresAt: null });
    expect((await owner.get(`/platform/webhooks/${hook.id}/secret`)).body).toEqual({ key, previousKey: null, previousKeyExpiresAt: null });
    const admin = await server().signIn({ role: 'admin', orgId: owner.orgId });
    expect((await admin.post(`/platform/webhooks/${hook.id}/archive`)).status).toBe(200);
  });

  it("answers 404 for another organisation's webhook on archive, unarchive, replay and rotation", async () => {
    const owner = await server().signIn();
    const stranger = await server().signIn();
    const hook = await newWebhook(owner);
    const failed = await outboxMessage(server(), owner.orgId, hook.id, 'Fail', new Date(Date.UTC(2026, 2, 1)));
    const key = (await owner.get(`/platform/webhooks/${hook.id}/secret`)).body.key;
    for (const [path, body] of [['archive'], ['unarchive'], ['replay', { since: '2026-01-01T00:00:00Z' }], ['secret/rotate']] as const) {
      const res = await stranger.post(`/platform/webhooks/${hook.id}/${path}`, body);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 404, message: 'Webhook not found' });
    }
    // The owner's live mode is another environment: not found there either.
    expect((await owner.post(`/platform/webhooks/${hook.id}/archive`, undefined, { env: 'live' })).status).toBe(404);
    expect((await owner.get('/platform/webhooks')).body.data[0]).toMatchObject({ archivedAt: null, disabled: false, version: 1 });
    expect((await owner.get(`/platform/webhooks/${hook.id}/secret`)).body.key).toBe(key);
    expect((await messageRows(server(), hook.id)).get(failed)?.status).toBe('Fail');
  });
});

describeEachDatabase('webhook URLs screened by what their name resolves to (issue 18, SSRF by DNS name)', (server) => {
  it('refuses on create a name that resolves to loopback, the metadata address, a private address among public ones or ::1, and writes nothing', async () => {
    const owner = await server().signIn();
    for (const [host, address] of [
      ['rebind.example.net', '127.0.0.1'],
      ['metadata.example.net', '169.254.169.254'],
      ['mixed.example.net', '10.0.0.7'],
      ['v6loop.example.net', '::1'],
    ]) {
      const res = await owner.post('/platform/webhooks', { description: 'Sneaky', url: `https://${host}/hook` });
      expect(res.status, host).toBe(400);
      expect(res.body.message).toBe(`The URL is not allowed: ${host} resolves to ${address}, a local or private address`);
    }
    expect(await webhookCount(server(), owner.orgId)).toBe(0);
    const audit = await server().db.selectFrom('audit_events').select('action').where('organization_id', '=', owner.orgId).execute();
    expect(audit).toEqual([]);
  });

  it('refuses the same on update, keeping the saved URL, and accepts public and not-yet-resolvable names', async () => {
    const owner = await server().signIn();
    const hook = await newWebhook(owner);
    const moved = await owner.patch(`/platform/webhooks/${hook.id}`, { ...hook, url: 'https://metadata.example.net/latest' });
    expect(moved.status).toBe(400);
    expect((await owner.get('/platform/webhooks')).body.data[0].url).toBe('https://hooks.example.com/veriflow');
    // A name that does not resolve now is screened again at each delivery.
    const later = await owner.patch(`/platform/webhooks/${hook.id}`, { ...hook, url: 'https://not-yet.example.org/hook' });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
  });
});
