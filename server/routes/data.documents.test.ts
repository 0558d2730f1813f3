import { expect, it } from 'vitest';
import { describeEachDatabase, type Caller, type TestServer } from '../test/harness';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const upload = (content: Buffer, filename: string, type: string, field = 'attachment') => {
  const boundary = '----veriflowdoc';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
};

async function newDocument(caller: Caller, extension = 'png', env: 'sandbox' | 'live' = 'sandbox') {
  const res = await caller.post('/documents', { type: 'image', name: `pan-front.${extension}`, extension, metadata: { tag: 'front' } }, { env });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function storedSize(server: TestServer, id: string) {
  const row = await server.db.selectFrom('documents').select(['size', 'content']).where('id', '=', id).executeTakeFirstOrThrow();
  return row.content ? row.size : null;
}

describeEachDatabase('documents', (server) => {
  it('creates a document, uploads its file, redirects to it and serves the bytes safely', async () => {
    const member = await server().signIn({ role: 'member' });
    const created = await member.post('/documents', { type: 'image', name: 'pan-front.png', extension: 'png', metadata: { tag: 'front' } });
    expect(created.body).toMatchObject({ type: 'image', name: 'pan-front.png', extension: 'png', metadata: { tag: 'front' }, status: 'CREATED', contentType: null, size: null });
    const id = created.body.id as string;
    expect((await member.get(`/documents/${id}/object`)).status).toBe(404);
    const uploaded = await member.request('POST', `/documents/${id}/object`, upload(PNG, 'front.png', 'image/png'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body).toMatchObject({ id, status: 'UPLOADED', contentType: 'image/png', size: PNG.length });
    const redirect = await member.get(`/documents/${id}/object`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe(`/api/sandbox/documents/${id}/content`);
    expect(redirect.body).toEqual({ responseURL: `/api/sandbox/documents/${id}/content` });
    const content = await member.request('GET', `/documents/${id}/content`);
    expect(content.status).toBe(200);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.headers['content-disposition']).toBe('attachment; filename="pan-front.png"');
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(content.headers['content-length'])).toBe(PNG.length);
    expect((content.body as string).slice(1, 4)).toBe('PNG');
    const pdfId = await newDocument(member, 'pdf');
    expect((await member.request('POST', `/documents/${pdfId}/object`, upload(PDF, 'statement.pdf', 'application/pdf'))).body.contentType).toBe('application/pdf');
    const csvId = await newDocument(member, 'csv');
    expect((await member.request('POST', `/documents/${csvId}/object`, upload(Buffer.from('a,b\n1,2\n'), 'rows.csv', 'text/csv'))).body.contentType).toBe('text/csv');
    const audit = await server().db.selectFrom('audit_events').select('action').where('organization_id', '=', member.orgId).where('target_id', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['document.created', 'document.uploaded']);
  });

  it.each([
    ['a file of another type', upload(Buffer.from('GIF89a....'), 'anim.gif', 'image/gif'), 'Invalid file format'],
    ['a png whose content is not a png', upload(Buffer.from('<svg onload=alert(1)>'), 'front.png', 'image/png'), "The file's content is not a png file"],
    ['a file of another extension than the document', upload(PDF, 'statement.pdf', 'application/pdf'), 'The file is not a png file'],
    ['an empty file', upload(Buffer.alloc(0), 'front.png', 'image/png'), 'The file is empty'],
    ['an oversized file', upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png'), 'The file is larger than 5 MB'],
    ['a file in another field', upload(PNG, 'front.png', 'image/png', 'file'), 'Send the file in the field "attachment"'],
    ['a JSON body', { payload: '{}', contentType: 'application/json' }, 'Unsupported content type', 415],
  ])('refuses %s with a 4xx and stores nothing', async (_label, request, message, status = 400) => {
    const owner = await server().signIn();
    const id = await newDocument(owner);
    const res = await owner.request('POST', `/documents/${id}/object`, request);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await storedSize(server(), id)).toBeNull();
  });

  it('refuses bad input with a 400 naming the problem, and changes nothing', async () => {
    const owner = await server().signIn();
    const cases: [unknown, string][] = [
      [{ type: 'image', name: 'x'.repeat(201), extension: 'png' }, 'body.name must NOT have more than 200 characters'],
      [{ type: 'image', name: 'a.exe', extension: 'exe' }, 'body.extension must be one of "png", "jpeg", "jpg", "pdf", "csv"'],
      [{ type: 'image', name: 'a.png' }, 'body is missing the required field "extension"'],
      [{ type: 'image', name: 'a.png', extension: 'png', owner: 'me' }, 'body has an unknown field "owner"'],
      [{ type: 'image', name: 'a.png', extension: 'png', metadata: { tag: 5 } }, 'body.metadata.tag must be string'],
      [{ type: 'image', name: '  ', extension: 'png' }, 'body.name must not be blank'],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post('/documents', body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await owner.request('POST', '/documents', { payload: '{"type":', contentType: 'application/json' })).status).toBe(400);
    const row = await server().db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', owner.orgId).executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(0);
  });

  it('checks permissions: sales can neither create nor read documents', async () => {
    const owner = await server().signIn();
    const id = await newDocument(owner);
    await owner.request('POST', `/documents/${id}/object`, upload(PNG, 'front.png', 'image/png'));
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    const denied = await sales.post('/documents', { type: 'image', name: 'a.png', extension: 'png' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("You don't have permission to create document");
    expect((await sales.request('GET', `/documents/${id}/content`)).status).toBe(403);
    expect((await sales.get(`/documents/${id}/object`)).status).toBe(403);
  });

  it("answers 404 for another organisation's or environment's document and leaves it unchanged", async () => {
    const owner = await server().signIn();
    const stranger = await server().signIn();
    const id = await newDocument(owner);
    await owner.request('POST', `/documents/${id}/object`, upload(PNG, 'front.png', 'image/png'));
    expect((await stranger.get(`/documents/${id}/object`)).status).toBe(404);
    expect((await stranger.request('GET', `/documents/${id}/content`)).status).toBe(404);
    const replaced = await stranger.request('POST', `/documents/${id}/object`, upload(Buffer.from('a,b\n'), 'x.csv', 'text/csv'));
    expect(replaced.status).toBe(404);
    expect((await owner.get(`/documents/${id}/object`, { env: 'live' })).status).toBe(404);
    expect((await owner.request('GET', `/documents/${id}/content`, { headers: { 'X-Veriflow-Auth-Org-ID': stranger.orgId } })).status).toBe(403);
    expect(await storedSize(server(), id)).toBe(PNG.length);
  });
});
