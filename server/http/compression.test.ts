import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { configFromEnv } from '../config';

let dir: string;
let app: FastifyInstance;
/** A built asset large enough to be worth compressing, as the console's chunks are. */
const ASSET = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'row ${i}' }`).join(', ')}];\n`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'veriflow-compression-'));
  for (const sub of ['console', 'demo']) {
    mkdirSync(path.join(dir, sub, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, sub, 'index.html'), `<!doctype html><title>${sub}</title>`);
    writeFileSync(path.join(dir, sub, 'assets', 'app-abc123.js'), ASSET);
  }
  // The siblings the build writes (scripts/precompress.ts), beside the console's file only.
  writeFileSync(path.join(dir, 'console', 'assets', 'app-abc123.js.br'), brotliCompressSync(ASSET));
  writeFileSync(path.join(dir, 'console', 'assets', 'app-abc123.js.gz'), gzipSync(ASSET));
  app = await buildServer({
    ...configFromEnv({ NODE_ENV: 'test', VERIFLOW_SEED: '0' }, dir),
    dataDir: path.join(dir, 'data'),
    consoleDir: path.join(dir, 'console'),
    demoDir: path.join(dir, 'demo'),
  });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('compressed answers (ADR 0039)', () => {
  it('sends a built JavaScript file from its brotli sibling when the client accepts brotli, else gzip, else as it is', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const gz = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);

    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('compresses a file that has no sibling on the fly (the demo console built elsewhere)', async () => {
    const res = await app.inject({ method: 'GET', url: '/demo/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it('compresses a large API answer with brotli when accepted, and leaves a small one as it is', async () => {
    const large = await app.inject({ method: 'GET', url: '/docs/api/openapi.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toContain('accept-encoding');
    const contract = JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as { openapi: string };
    expect(contract.openapi).toMatch(/^3\./);

    const small = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('sends the API answer as it is to a client that accepts no compression', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/api/openapi.json' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });
});
