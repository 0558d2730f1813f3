import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { components } from '~/contract';
import { kycFlow } from '../engine/test/sandboxFlows';
import { describeEachDatabase } from '../test/harness';

type Flow = components['schemas']['WorkflowObject'];

// Issue 18 item 5: a create and its audit entry are one database transaction, so a create whose
// audit entry cannot be written leaves nothing behind (before, the row stayed and the answer was 500).
describeEachDatabase('a create and its audit entry are one write', (server) => {
  it('keeps no workflow, webhook, document or API key when the audit entry fails, and keeps each once it succeeds', async () => {
    const owner = await server().signIn();
    const creates: [string, string, unknown][] = [
      ['workflows', '/workflows', { name: 'Audited flow', workflowObject: kycFlow() as Flow, releaseType: 'v2', useCase: 'onboarding' }],
      ['webhooks', '/platform/webhooks', { description: 'Audited hook', url: 'https://hooks.example.com/veriflow', filterTypes: [], disabled: false }],
      ['documents', '/documents', { type: 'image', name: 'pan-front.png', extension: 'png', metadata: { tag: 'front' } }],
      ['api_keys', '/v1/auth/generate', { app_name: 'Audited app' }],
    ];
    const count = async (table: string) =>
      Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where organization_id = ${owner.orgId}`.execute(server().db)).rows[0]!.n);

    await sql`alter table audit_events add constraint refuse_all check (false) not valid`.execute(server().db);
    try {
      for (const [table, path, body] of creates) {
        const res = await owner.post(path, body);
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(500);
        expect(await count(table), table).toBe(0);
      }
    } finally {
      await sql`alter table audit_events drop constraint refuse_all`.execute(server().db);
    }
    for (const [table, path, body] of creates) {
      const res = await owner.post(path, body);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(await count(table), table).toBe(1);
    }
  });
});
