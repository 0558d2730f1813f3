import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { json } from '../db/json';
import { describeEachDatabase, type Caller, type TestServer } from '../test/harness';
import { sampleFlow } from '../workflows/testFlows';

const csvUpload = (content: string | Buffer, filename = 'queries.csv', type = 'text/csv', field = 'file') => {
  const boundary = '----veriflowbulk';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

const QUERIES = 'name,mobile,pan\nAarav Mehta,+919876500011,ABCPM1234K\nDiya Iyer,+919876500012,BCDPI2345L\n"Singh, Kabir",+919876500013,CDEPS3456M\n';

async function workflow(caller: Caller): Promise<string> {
  const res = await caller.post('/workflows', { name: `Bulk flow ${Math.random().toString(36).slice(2, 7)}`, workflowObject: sampleFlow(), releaseType: 'v2', useCase: 'onboarding' });
  expect(res.status).toBe(201);
  return res.body.workflowId as string;
}

async function newApplication(caller: Caller, workflowId: string, applicationName = 'April re-screen', env: 'sandbox' | 'live' = 'sandbox') {
  const res = await caller.post('/bulk-query/applications', { applicationName, workflowId }, { env });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function state(server: TestServer, id: string) {
  const app = await server.db.selectFrom('bulk_applications').select(['status', 'row_count']).where('id', '=', id).executeTakeFirstOrThrow();
  const items = await server.db.selectFrom('bulk_items').select((eb) => eb.fn.countAll<number>().as('n')).where('application_id', '=', id).executeTakeFirstOrThrow();
  return { status: app.status, rows: app.row_count, items: Number(items.n) };
}

describeEachDatabase('bulk-query applications', (server) => {
  it('creates an application, previews its file, starts, cancels and lists it', async () => {
    const member = await server().signIn({ role: 'member' });
    const wf = await workflow(member);
    const created = await member.post('/bulk-query/applications', { applicationName: 'April re-screen', workflowId: wf });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ applicationName: 'April re-screen', workflowId: wf, status: 'INITIAL', rowCount: 0, columns: [], fileName: null, createdBy: member.email, startedAt: null });
    const id = created.body.id as string;
    expect((await member.post(`/bulk-query/applications/${id}/start`)).status).toBe(409);
    const preview = await member.request('POST', `/bulk-query/applications/${id}/file`, csvUpload(QUERIES));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ columns: ['name', 'mobile', 'pan'], count: 3, application: { status: 'UPLOADING', rowCount: 3, fileName: 'queries.csv' } });
    expect(preview.body.rows[2]).toEqual({ name: 'Singh, Kabir', mobile: '+919876500013', pan: 'CDEPS3456M' });
    const detail = await member.get(`/bulk-query/applications/${id}`, { query: { limit: 2, offset: 1 } });
    expect(detail.body).toMatchObject({ id, itemCount: 3, items: [{ rowNumber: 2, status: 'QUEUED', query: { name: 'Diya Iyer' } }, { rowNumber: 3 }] });
    const started = await member.post(`/bulk-query/applications/${id}/start`);
    expect(started.body).toMatchObject({ status: 'PROCESSING', startedAt: expect.any(String) });
    expect((await member.request('POST', `/bulk-query/applications/${id}/file`, csvUpload(QUERIES))).status).toBe(409);
    expect((await member.post(`/bulk-query/applications/${id}/retry`)).status).toBe(409);
    expect((await member.post(`/bulk-query/applications/${id}/cancel`)).body.status).toBe('CANCELLING');
    expect((await member.post(`/bulk-query/applications/${id}/cancel`)).status).toBe(409);

    const draft = await newApplication(member, wf, 'Draft batch');
    expect((await member.post(`/bulk-query/applications/${draft}/cancel`)).body.status).toBe('CANCELLED');
    const list = await member.get('/bulk-query/applications', { query: { sortBy: 'applicationName', sortOrder: '1', limit: 10, offset: 0 } });
    expect(list.body.count).toBe(2);
    expect(list.body.data.map((a: { applicationName: string }) => a.applicationName)).toEqual(['April re-screen', 'Draft batch']);
    expect(list.body.data[0].workflowName).toMatch(/^Bulk flow/);
    const stopped = await member.get('/bulk-query/applications', { query: { status: 'Stopped' } });
    expect(stopped.body.data.map((a: { id: string }) => a.id)).toEqual([draft]);
    expect((await member.get('/bulk-query/applications', { env: 'live' })).body).toEqual({ data: [], count: 0 });
    const audit = await server().db.selectFrom('audit_events').select('action').where('target_id', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['bulk_query.created', 'bulk_query.file_uploaded', 'bulk_query.started', 'bulk_query.cancelled']);
  });

  it('retries only a failed application, queueing its failed items again', async () => {
    const owner = await server().signIn();
    const id = await newApplication(owner, await workflow(owner));
    await owner.request('POST', `/bulk-query/applications/${id}/file`, csvUpload(QUERIES));
    expect((await owner.post(`/bulk-query/applications/${id}/retry`)).status).toBe(409);
    await server().db.updateTable('bulk_applications').set({ status: 'FAILED' }).where('id', '=', id).execute();
    await server().db.updateTable('bulk_items').set({ status: 'FAILED' }).where('application_id', '=', id).where('row_number', '=', 2).execute();
    const retried = await owner.post(`/bulk-query/applications/${id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe('MANUAL_RETRY');
    const items = await owner.get(`/bulk-query/applications/${id}`);
    expect(items.body.items.map((i: { status: string }) => i.status)).toEqual(['QUEUED', 'QUEUED', 'QUEUED']);
    expect((await owner.get('/bulk-query/applications', { query: { status: 'Failed' } })).body.count).toBe(0);
  });

  it.each([
    ['a file of another type', csvUpload(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'photo.png', 'image/png'), 'Invalid file format'],
    ['a malformed CSV', csvUpload('name,pan\nx,y,z\n'), 'The file is not valid CSV'],
    ['a file with a header only', csvUpload('name,pan\n'), 'The file has no queries'],
    ['a header with a blank column', csvUpload('name,,pan\na,b,c\n'), 'Column 2 of the header has no name'],
    ['a binary file named .csv', csvUpload(Buffer.from([0x00, 0x01, 0x02]), 'data.csv'), 'The file is not a CSV text file'],
    ['an oversized file', csvUpload(`name\n${'x'.repeat(5 * 1024 * 1024)}\n`), 'The file is larger than 5 MB'],
    ['too many rows', csvUpload(`n\n${'1\n'.repeat(10_001)}`), 'The file has more than 10,000 rows'],
    ['a file in another field', csvUpload(QUERIES, 'queries.csv', 'text/csv', 'attachment'), 'Send the file in the field "file"'],
  ])('refuses %s with 400 and stores nothing', async (_label, upload, message) => {
    const owner = await server().signIn();
    const id = await newApplication(owner, await workflow(owner));
    const res = await owner.request('POST', `/bulk-query/applications/${id}/file`, upload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await state(server(), id)).toEqual({ status: 'INITIAL', rows: 0, items: 0 });
  });

  it('refuses bad input with a 400 naming the problem, and changes nothing', async () => {
    const owner = await server().signIn();
    const wf = await workflow(owner);
    const cases: [unknown, string][] = [
      [{ applicationName: 'x'.repeat(101), workflowId: wf }, 'body.applicationName must NOT have more than 100 characters'],
      [{ applicationName: 'Batch' }, 'body is missing the required field "workflowId"'],
      [{ applicationName: 'Batch', workflowId: wf, priority: 'high' }, 'body has an unknown field "priority"'],
      [{ applicationName: 7, workflowId: wf }, 'body.applicationName must be string'],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post('/bulk-query/applications', body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await owner.request('POST', '/bulk-query/applications', { payload: '{"applicationName":', contentType: 'application/json' })).status).toBe(400);
    const missing = await owner.post('/bulk-query/applications', { applicationName: 'Batch', workflowId: 'wf_nope' });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Workflow not found');
    for (const query of [{ limit: -1 }, { limit: 100000 }, { offset: -5 }, { sortBy: "secret" }, { sortOrder: "up" }, { status: "Paused" }] as Record<string, string | number>[]) {
      expect((await owner.get('/bulk-query/applications', { query })).status, JSON.stringify(query)).toBe(400);
    }
    expect((await owner.get('/bulk-query/applications')).body.count).toBe(0);
  });

  it('needs the bulkVerification feature flag and the bulk-query permissions', async () => {
    const owner = await server().signIn();
    const id = await newApplication(owner, await workflow(owner));
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    const denied = await sales.get('/bulk-query/applications');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("You don't have permission to read bulk-query");
    await server()
      .db.updateTable('organizations')
      .set({ feature_flags: sql`feature_flags || ${json({ bulkVerification: { read: false, write: false, delete: false } })}::jsonb` as never })
      .where('id', '=', owner.orgId)
      .execute();
    const off = await owner.get('/bulk-query/applications');
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Bulk verification is not enabled for this organisation');
    expect((await owner.post(`/bulk-query/applications/${id}/cancel`)).status).toBe(403);
    expect(await state(server(), id)).toMatchObject({ status: 'INITIAL' });
  });

  it("answers 404 for another organisation's or environment's application and leaves it unchanged", async () => {
    const owner = await server().signIn();
    const stranger = await server().signIn();
    const id = await newApplication(owner, await workflow(owner));
    expect((await stranger.post('/bulk-query/applications', { applicationName: 'Theirs', workflowId: (await owner.get(`/bulk-query/applications/${id}`)).body.workflowId })).status).toBe(422);
    expect((await stranger.get(`/bulk-query/applications/${id}`)).status).toBe(404);
    expect((await stranger.request('POST', `/bulk-query/applications/${id}/file`, csvUpload(QUERIES))).status).toBe(404);
    expect((await stranger.post(`/bulk-query/applications/${id}/cancel`)).status).toBe(404);
    expect((await stranger.post(`/bulk-query/applications/${id}/start`)).status).toBe(404);
    expect((await stranger.post(`/bulk-query/applications/${id}/retry`)).status).toBe(404);
    expect((await owner.post(`/bulk-query/applications/${id}/cancel`, undefined, { env: 'live' })).status).toBe(404);
    expect((await stranger.get('/bulk-query/applications')).body.count).toBe(0);
    expect(await state(server(), id)).toEqual({ status: 'INITIAL', rows: 0, items: 0 });
  });
});
