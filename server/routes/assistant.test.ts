import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';

describeEachDatabase('assistant service discovery', (server) => {
  it('answers a reply and the matched services', async () => {
    const sales = await server().signIn({ role: 'sales' });
    const res = await sales.post('/generative-ai', { task: 'service-discovery', query: 'How can I check a bank account and IFSC?' });
    expect(res.status).toBe(200);
    expect(res.body.reply).toMatch(/^These services fit/);
    expect(res.body.services[0].category).toBe('bank');
  });

  it('refuses bad input and roles without read:v2-services', async () => {
    const owner = await server().signIn();
    expect((await owner.post('/generative-ai', { task: 'poetry', query: 'x' })).status).toBe(400);
    expect((await owner.post('/generative-ai', { task: 'service-discovery', query: '' })).status).toBe(400);
    expect((await owner.post('/generative-ai', { task: 'service-discovery', query: 'x'.repeat(1001) })).status).toBe(400);
    const unassigned = await server().signIn({ role: 'unassigned', orgId: owner.orgId });
    expect((await unassigned.post('/generative-ai', { task: 'service-discovery', query: 'pan' })).status).toBe(403);
  });
});
