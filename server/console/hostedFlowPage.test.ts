import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { hostedFlowPage } from './hostedFlowPage';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function serverWith(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-flow-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const app = Fastify();
  await app.register(hostedFlowPage, { consoleDir: dir });
  return app;
}

describe('the hosted flow page at /flow and /preview', () => {
  it.each(['/flow', '/preview'])('serves the built flow.html at %s, never cached (its address carries a token; security headers: app.test.ts)', async (hostedPath) => {
    const app = await serverWith({ 'flow.html': '<!doctype html><title>hosted-flow</title>' });
    const res = await app.inject({ method: 'GET', url: `${hostedPath}?options=eyJ3ZWJ0IjoiVG9rZW4gdmZxbF94In0%3D` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('hosted-flow');
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('answers a short page, not a 404, while the flow is not built', async () => {
    const app = await serverWith({});
    const res = await app.inject({ method: 'GET', url: '/flow' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('This page is not available yet');
    await app.close();
  });
});
