import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_HEADER_VALUE_CHARS, RESPONSE_HEADERS_MAX } from './schedule';
import { boundedHeaders, sendWebhook, type Resolve } from './send';

const mapped =
  (table: Record<string, string>): Resolve =>
  async (host) => {
    const address = table[host];
    if (!address) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };

let server: http.Server;
let port = 0;
const seen: { path?: string; host?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ path: req.url, host: req.headers.host });
    req.resume();
    if (req.url === '/slow') return setTimeout(() => res.end('late'), 2000).unref();
    if (req.url === '/big') return res.end('x'.repeat(10_000));
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('sending a webhook: SSRF screening after DNS resolution', () => {
  it.each([
    ['hooks.example.com', '127.0.0.1'],
    ['hooks.example.com', '10.0.0.7'],
    ['metadata.example.com', '169.254.169.254'],
    ['v6.example.com', '::1'],
    ['mapped.example.com', '::ffff:7f00:1'],
  ])('refuses %s when it resolves to %s, without connecting', async (host, address) => {
    const before = seen.length;
    const result = await sendWebhook({ url: `http://${host}:${port}/hook`, headers: {}, body: '{}', resolve: mapped({ [host]: address }) });
    expect(result.ok).toBe(false);
    expect(result.statusCode).toBeUndefined();
    expect(result.error).toBe(`Refused: ${host} resolves to ${address}, a local or private address`);
    expect(seen.length).toBe(before);
  });

  it('refuses localhost and private literals by the URL screen', async () => {
    for (const url of [`http://localhost:${port}/`, `http://127.0.0.1:${port}/`]) {
      const result = await sendWebhook({ url, headers: {}, body: '{}' });
      expect(result.ok).toBe(false);
      expect(result.error).toMatch(/^Refused: The URL must not point to localhost/);
    }
  });

  it('reports a name that does not resolve', async () => {
    const result = await sendWebhook({ url: 'https://nowhere.example.com/', headers: {}, body: '{}', resolve: mapped({}) });
    expect(result.error).toBe('DNS lookup of nowhere.example.com failed: getaddrinfo ENOTFOUND nowhere.example.com');
  });

  it('connects to the address it checked (allow-listed for tests), keeping the Host header', async () => {
    const result = await sendWebhook({ url: `http://receiver.example.com:${port}/ok`, headers: {}, body: '{}', resolve: mapped({ 'receiver.example.com': '127.0.0.1' }), allowPrivate: true });
    expect(result).toMatchObject({ ok: true, statusCode: 204 });
    expect(seen.at(-1)).toEqual({ path: '/ok', host: `receiver.example.com:${port}` });
  });

  it('times out, and keeps only the start of a long response', async () => {
    const slow = await sendWebhook({ url: `http://127.0.0.1:${port}/slow`, headers: {}, body: '{}', allowPrivate: true, timeoutMs: 200 });
    expect(slow).toMatchObject({ ok: false, timedOut: true, error: 'No answer within 0.2 s' });
    const big = await sendWebhook({ url: `http://127.0.0.1:${port}/big`, headers: {}, body: '{}', allowPrivate: true });
    expect(big).toMatchObject({ ok: true, statusCode: 200 });
    expect(big.excerpt).toHaveLength(4096);
  });
});

describe('response headers kept with an attempt', () => {
  it('keeps at most 50 headers, each value cut at 1 KB, repeated ones joined', () => {
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`x-h${i}`, `v${i}`]));
    const kept = boundedHeaders({ 'set-cookie': ['a=1', 'b=2'], 'x-long': 'y'.repeat(5000), ...many });
    expect(Object.keys(kept)).toHaveLength(RESPONSE_HEADERS_MAX);
    expect(kept['set-cookie']).toBe('a=1, b=2');
    expect(kept['x-long']).toHaveLength(RESPONSE_HEADER_VALUE_CHARS);
    expect(RESPONSE_HEADER_VALUE_CHARS).toBe(1024);
  });

  it('answers the headers sent and the ones received', async () => {
    const result = await sendWebhook({ url: `http://127.0.0.1:${port}/ok`, headers: { 'webhook-id': 'msg_1' }, body: '{}', allowPrivate: true });
    expect(result.requestHeaders).toEqual({ 'content-type': 'application/json', 'user-agent': 'Veriflow-Webhooks/1.0', 'webhook-id': 'msg_1' });
    expect(result.responseHeaders).toMatchObject({ connection: expect.any(String) });
    const refused = await sendWebhook({ url: 'http://10.0.0.1/', headers: {}, body: '{}' });
    expect(refused).toMatchObject({ ok: false, responseHeaders: {}, requestHeaders: { 'content-type': 'application/json' } });
  });
});
