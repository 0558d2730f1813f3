import { describe, expect, it, vi } from 'vitest';
import { createHostedApi, hostedAuth, HostedApiError } from './hostedApi';
import type { HostedFlowOptions } from '~/contract/hostedFlow/options';

const base: HostedFlowOptions = { workflowId: 'wf_1', type: 'INIT_DATA', env: 'production', baseUrl: 'https://x.example/api/sandbox', orgId: 'org_1' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('hosted api', () => {
  it('sends the webt as a bearer token without "Token " and no cookie', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ transactionId: 't' }));
    const api = createHostedApi(base.baseUrl, hostedAuth({ ...base, quicklinkId: 'ql_1', webt: 'Token vfql_abc' }), fetchImpl);
    await api.startTransaction('wf_1', { a: 1 });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://x.example/api/sandbox/hosted/transactions');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer vfql_abc', 'Content-Type': 'application/json' });
    expect(init?.headers).not.toHaveProperty('X-Veriflow-Auth-Org-ID');
    expect(init?.credentials).toBe('omit');
    // With a token the workflow is the link's: the body carries only the input data.
    expect(JSON.parse(String(init?.body))).toEqual({ inputData: { a: 1 } });
  });

  it('uses the session and the organisation the parent names when framed', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(json({})));
    const api = createHostedApi(base.baseUrl, hostedAuth(base, 'org_parent'), fetchImpl);
    await api.startTransaction('wf_1', {});
    await api.getSession('wf 1');
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ 'X-Veriflow-Auth-Org-ID': 'org_parent' });
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual({ workflowId: 'wf_1', inputData: {} });
    expect(fetchImpl.mock.calls[1]?.[0]).toBe('https://x.example/api/sandbox/hosted/session?workflowId=wf%201');
  });

  it('uploads the file as multipart field "file"', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json({ documentId: 'doc_1', value: '/api/sandbox/documents/doc_1/content' }, 201));
    const api = createHostedApi(base.baseUrl, hostedAuth(base), fetchImpl);
    await expect(api.uploadDocument(new File(['x'], 'id.jpg', { type: 'image/jpeg' }))).resolves.toEqual({ documentId: 'doc_1', value: '/api/sandbox/documents/doc_1/content' });
    const body = fetchImpl.mock.calls[0]?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Content-Type');
  });

  it('turns refusals and network failures into HostedApiError with the message to show', async () => {
    const body = { type: 'unauthorized', message: 'This link is no longer valid', description: 'Ask whoever sent it for a new one.' };
    const refused = createHostedApi(base.baseUrl, hostedAuth(base), vi.fn<typeof fetch>().mockResolvedValue(json(body, 401)));
    await expect(refused.getTransaction('t')).rejects.toEqual(new HostedApiError(401, 'This link is no longer valid', 'Ask whoever sent it for a new one.', 'unauthorized'));
    const bare = createHostedApi(base.baseUrl, hostedAuth(base), vi.fn<typeof fetch>().mockResolvedValue(new Response('oops', { status: 502 })));
    await expect(bare.getTransaction('t')).rejects.toMatchObject({ status: 502, message: 'The server answered 502.', detail: 'The server answered 502.' });
    const offline = createHostedApi(base.baseUrl, hostedAuth(base), vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(offline.getTransaction('t')).rejects.toMatchObject({ status: 0 });
  });
});
