import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type Caller } from '../test/harness';
import { SEEDED_BULK_IDS, SEEDED_DOCUMENT_ID, SEEDED_WEBHOOK_IDS, seedData } from '../seed/data';
import { DEMO_ORG_ID, seedDemoOrganisation } from '../seed/demoOrganisation';
import { seedWorkflows } from '../seed/workflows';

describeEachDatabase('seeded webhooks, bulk applications and documents', (server) => {
  let demo: Caller;
  beforeAll(async () => {
    await server().db.transaction().execute(async (trx) => {
      await seedDemoOrganisation(trx);
      await seedWorkflows(trx);
      await seedData(trx);
    });
    demo = await server().signIn({ role: 'owner', orgId: DEMO_ORG_ID });
  });

  it('seeds two test-mode webhooks (one disabled) with messages, one of them failed and retryable', async () => {
    const hooks = await demo.get('/platform/webhooks');
    expect(hooks.body.data.map((h: { id: string; disabled: boolean }) => [h.id, h.disabled])).toEqual([
      [SEEDED_WEBHOOK_IDS.ops, true],
      [SEEDED_WEBHOOK_IDS.decisions, false],
    ]);
    expect((await demo.get('/platform/webhooks', { env: 'live' })).body.data).toEqual([]);
    const messages = await demo.get(`/platform/webhooks/${SEEDED_WEBHOOK_IDS.decisions}/messages`);
    expect(messages.body.count).toBe(5);
    expect(messages.body.data[0].status).toBe('Pending');
    const failed = messages.body.data.find((m: { status: string }) => m.status === 'Fail');
    expect((await demo.post(`/platform/webhooks/${SEEDED_WEBHOOK_IDS.decisions}/retry/${failed.id}`)).status).toBe(202);
    expect((await demo.get(`/platform/webhooks/${SEEDED_WEBHOOK_IDS.decisions}/secret`)).body.key).toMatch(/^whsec_/);
  });

  it('seeds a done and a failed bulk application and a document with its file', async () => {
    const apps = await demo.get('/bulk-query/applications');
    expect(apps.body.data.map((a: { id: string; status: string; workflowName: string | null }) => [a.id, a.status, typeof a.workflowName])).toEqual([
      [SEEDED_BULK_IDS.failed, 'FAILED', 'string'],
      [SEEDED_BULK_IDS.done, 'DONE', 'string'],
    ]);
    const detail = await demo.get(`/bulk-query/applications/${SEEDED_BULK_IDS.failed}`);
    expect(detail.body).toMatchObject({ itemCount: 5, items: [{ rowNumber: 1, status: 'SUCCESS' }, { rowNumber: 2, status: 'FAILED' }, {}, {}, {}] });
    const link = await demo.get(`/documents/${SEEDED_DOCUMENT_ID}/object`);
    expect(link.status).toBe(302);
    const content = await demo.request('GET', `/documents/${SEEDED_DOCUMENT_ID}/content`);
    expect(content.headers['content-type']).toBe('image/png');
  });
});
