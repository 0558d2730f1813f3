import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, type Caller } from '../test/harness';
import { isListed } from '../store/blocklists';

const csvUpload = (content: string | Buffer, filename = 'values.csv', type = 'text/csv') => {
  const boundary = '----veriflowtest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

async function newList(caller: Caller, name = 'Fraud PANs', type: 'blocklist' | 'allowlist' = 'blocklist') {
  const res = await caller.post('/blocklists', { name, attributeName: 'pan', type });
  expect(res.status).toBe(201);
  return res.body.blocklistId as string;
}

describeEachDatabase('block and allow lists', (server) => {
  it('creates, lists, renames and deletes a list, shared by test and live mode', async () => {
    const owner = await server().signIn();
    const id = await newList(owner);
    const live = await owner.get('/blocklists', { env: 'live' });
    expect(live.body).toMatchObject({ count: 1, blocklists: [{ blocklistId: id, name: 'Fraud PANs', type: 'blocklist', entryCount: 0, createdBy: owner.email }] });
    const renamed = await owner.patch(`/blocklists/${id}`, { name: 'Confirmed fraud PANs' });
    expect(renamed.body.name).toBe('Confirmed fraud PANs');
    expect((await owner.delete(`/blocklists/${id}`)).status).toBe(204);
    expect((await owner.get(`/blocklists/${id}`)).status).toBe(404);
  });

  it('searches, filters, sorts and pages as document 1 section 7 says', async () => {
    const owner = await server().signIn();
    await newList(owner, 'Alpha PANs');
    await newList(owner, 'Beta mobiles', 'allowlist');
    await newList(owner, 'Gamma PANs');
    const search = await owner.get('/blocklists', { query: { searchTerm: JSON.stringify({ value: 'pans', fields: ['name', 'attributeName'] }) } });
    expect(search.body.blocklists.map((l: { name: string }) => l.name).sort()).toEqual(['Alpha PANs', 'Gamma PANs']);
    const allow = await owner.get('/blocklists', { query: { filter: JSON.stringify({ type: ['allowlist'], createdAt: { lte: 'now' } }) } });
    expect(allow.body.blocklists.map((l: { name: string }) => l.name)).toEqual(['Beta mobiles']);
    const sorted = await owner.get('/blocklists', { query: { sortBy: JSON.stringify(['name', 'asc']), limit: 2, offset: 1 } });
    expect(sorted.body).toMatchObject({ count: 3, blocklists: [{ name: 'Beta mobiles' }, { name: 'Gamma PANs' }] });
    const options = await owner.get('/blocklists/options');
    expect(options.body.listData).toHaveLength(3);
    expect(options.body.listData[0]).toEqual({ name: 'Alpha PANs', blocklistId: expect.any(String), type: 'blocklist', attributeName: 'pan' });
  });

  it('answers a name clash with 422, case-insensitively, on create and rename', async () => {
    const owner = await server().signIn();
    const first = await newList(owner, 'Fraud PANs');
    await newList(owner, 'Other');
    const clash = await owner.post('/blocklists', { name: 'fraud pans', attributeName: 'pan', type: 'blocklist' });
    expect(clash.status).toBe(422);
    expect(clash.body).toMatchObject({ type: 'unprocessable_entity', message: 'A list with the given name already exists' });
    const rename = await owner.get('/blocklists');
    const otherId = rename.body.blocklists.find((l: { name: string }) => l.name === 'Other').blocklistId;
    expect((await owner.patch(`/blocklists/${otherId}`, { name: 'FRAUD PANS' })).status).toBe(422);
    expect((await owner.get(`/blocklists/${first}`)).body.name).toBe('Fraud PANs');
  });

  it('adds, finds, edits and removes entries; a repeated value is a 422', async () => {
    const owner = await server().signIn();
    const id = await newList(owner);
    const entry = await owner.post(`/blocklists/${id}/entries`, { value: ' ABCPF1234K ', note: 'chargeback' });
    expect(entry.status).toBe(201);
    expect(entry.body).toMatchObject({ value: 'ABCPF1234K', note: 'chargeback' });
    expect((await owner.post(`/blocklists/${id}/entries`, { value: 'abcpf1234k' })).status).toBe(422);
    expect(await isListed(server().db, owner.orgId, id, 'abcpf1234k')).toBe(true);
    const found = await owner.get(`/blocklists/${id}/entries`, { query: { search: 'charge' } });
    expect(found.body).toMatchObject({ count: 1, entries: [{ entryId: entry.body.entryId }] });
    const edited = await owner.patch(`/blocklists/${id}/entries/${entry.body.entryId}`, { value: 'ZXCVB1357M' });
    expect(edited.body.value).toBe('ZXCVB1357M');
    expect(await isListed(server().db, owner.orgId, id, 'ABCPF1234K')).toBe(false);
    expect((await owner.delete(`/blocklists/${id}/entries/${entry.body.entryId}`)).status).toBe(204);
    expect((await owner.get(`/blocklists/${id}`)).body.entryCount).toBe(0);
  });

  it('imports a CSV file, skipping values already there and repeated ones', async () => {
    const owner = await server().signIn();
    const id = await newList(owner);
    await owner.post(`/blocklists/${id}/entries`, { value: 'EXISTING1A' });
    const res = await owner.request('POST', `/blocklists/${id}/entries/import`, csvUpload('value,note\nNEWVALUE1A,first\nnewvalue1a,repeat\nexisting1a,\nNEWVALUE2B,\n'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2, skipped: 2 });
    expect((await owner.get(`/blocklists/${id}`)).body.entryCount).toBe(3);
  });

  it.each([
    ['a file without a value column', csvUpload('name\nx\n'), 'The file has no "value" column'],
    ['a malformed CSV', csvUpload('value,note\nx,y,z\n'), 'The file is not valid CSV'],
    ['a file of another type', csvUpload(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'photo.png', 'image/png'), 'Invalid file format'],
    ['an empty value mid-file', csvUpload('value\nGOOD1\n""\n'), 'Line 3 has an empty value'],
  ])('refuses %s with 400 and adds nothing', async (_label, upload, message) => {
    const owner = await server().signIn();
    const id = await newList(owner);
    const res = await owner.request('POST', `/blocklists/${id}/entries/import`, upload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await owner.get(`/blocklists/${id}`)).body.entryCount).toBe(0);
  });

  it('refuses bad input with a 400 naming the problem, and changes nothing', async () => {
    const owner = await server().signIn();
    const cases: [unknown, string][] = [
      [{ name: 'x'.repeat(101), attributeName: 'pan', type: 'blocklist' }, 'body.name must NOT have more than 100 characters'],
      [{ name: 'Fine', attributeName: 'pan', type: 'greylist' }, 'body.type must be one of "blocklist", "allowlist"'],
      [{ name: 'Fine', attributeName: 'pan' }, 'body is missing the required field "type"'],
      [{ name: 'Fine', attributeName: 'pan', type: 'blocklist', owner: 'me' }, 'body has an unknown field "owner"'],
      [{ name: 42, attributeName: 'pan', type: 'blocklist' }, 'body.name must be string'],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post('/blocklists', body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const malformed = await owner.request('POST', '/blocklists', { payload: '{"name": "Broken",', contentType: 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON in the request body');
    const deep = `${'{"nested":'.repeat(5000)}"x"${'}'.repeat(5000)}`;
    const tooDeep = await owner.request('POST', '/blocklists', { payload: `{"name":"Deep","attributeName":"pan","type":"blocklist","description":${deep}}` });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.message).toBe('The JSON body is nested too deeply');
    const badQueries: Record<string, string | number>[] = [{ limit: -1 }, { limit: 100000 }, { offset: -5 }, { sortBy: 'not json' }, { filter: '{"type":["greylist"]}' }];
    for (const query of badQueries) {
      expect((await owner.get('/blocklists', { query })).status, JSON.stringify(query)).toBe(400);
    }
    expect((await owner.get('/blocklists')).body.count).toBe(0);
  });

  it('checks permissions: sales cannot read, members cannot delete, admins can', async () => {
    const owner = await server().signIn();
    const id = await newList(owner);
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    const admin = await server().signIn({ role: 'admin', orgId: owner.orgId });
    expect((await sales.get('/blocklists')).status).toBe(403);
    expect((await member.post(`/blocklists/${id}/entries`, { value: 'ok1' })).status).toBe(201);
    const denied = await member.delete(`/blocklists/${id}`);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("You don't have permission to delete evaluation");
    expect((await owner.get(`/blocklists/${id}`)).status).toBe(200);
    expect((await admin.delete(`/blocklists/${id}`)).status).toBe(204);
  });

  it("answers 404 for another organisation's list and leaves it unchanged", async () => {
    const owner = await server().signIn();
    const stranger = await server().signIn();
    const id = await newList(owner);
    await owner.post(`/blocklists/${id}/entries`, { value: 'KEEP1' });
    expect((await stranger.get(`/blocklists/${id}`)).status).toBe(404);
    expect((await stranger.patch(`/blocklists/${id}`, { name: 'Hijacked' })).status).toBe(404);
    expect((await stranger.post(`/blocklists/${id}/entries`, { value: 'x' })).status).toBe(404);
    expect((await stranger.request('POST', `/blocklists/${id}/entries/import`, csvUpload('value\nx\n'))).status).toBe(404);
    expect((await stranger.delete(`/blocklists/${id}`)).status).toBe(404);
    expect(await isListed(server().db, stranger.orgId, id, 'KEEP1')).toBe(false);
    expect((await owner.get(`/blocklists/${id}`)).body).toMatchObject({ name: 'Fraud PANs', entryCount: 1 });
  });

  it('writes a list or an entry together with its audit entry, or neither (issue 18 item 5)', async () => {
    const owner = await server().signIn();
    const id = await newList(owner, 'Before the failure');
    const count = async (table: 'blocklists' | 'blocklist_entries') =>
      Number((await server().db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', owner.orgId).executeTakeFirstOrThrow()).n);
    // The audit log refuses every new entry for a moment: the write it records must not stay behind.
    await sql`alter table audit_events add constraint refuse_all check (false) not valid`.execute(server().db);
    try {
      expect((await owner.post('/blocklists', { name: 'Never stored', attributeName: 'pan', type: 'blocklist' })).status).toBe(500);
      expect((await owner.post(`/blocklists/${id}/entries`, { value: 'NEVER1' })).status).toBe(500);
    } finally {
      await sql`alter table audit_events drop constraint refuse_all`.execute(server().db);
    }
    expect(await count('blocklists')).toBe(1);
    expect(await count('blocklist_entries')).toBe(0);
  });
});
