// @vitest-environment node
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { RECEIVER_SECRET_VARIABLE, receiverSnippet } from './receiverSnippet';

type Handler = (req: { body: Buffer; headers: Record<string, string> }, res: FakeResponse) => unknown;
interface FakeResponse {
  statusCode: number;
  status: (code: number) => FakeResponse;
  send: (text: string) => FakeResponse;
  sendStatus: (code: number) => FakeResponse;
}

const SECRET = `whsec_${Buffer.from('a receiver secret of 24!').toString('base64')}`;

/** Runs the snippet with a stand-in Express that records its route, and the real standardwebhooks. */
function runSnippet(code: string, secret = SECRET) {
  const routes: { path: string; middleware: unknown; handler: Handler }[] = [];
  const express = Object.assign(() => ({ post: (path: string, middleware: unknown, handler: Handler) => routes.push({ path, middleware, handler }), listen: () => undefined }), {
    raw: (options: unknown) => ({ raw: options }),
  });
  const modules: Record<string, unknown> = { express, standardwebhooks: { Webhook } };
  const logged: unknown[][] = [];
  const run = new Function('require', 'process', 'console', code) as (require: (name: string) => unknown, process: unknown, console: unknown) => void;
  run((name) => modules[name], { env: { [RECEIVER_SECRET_VARIABLE]: secret } }, { log: (...args: unknown[]) => logged.push(args) });
  return { routes, logged };
}

function deliver(handler: Handler, body: string, headers: Record<string, string>) {
  const res: FakeResponse = {
    statusCode: 200,
    status: (code) => Object.assign(res, { statusCode: code }),
    send: () => res,
    sendStatus: (code) => Object.assign(res, { statusCode: code }),
  };
  handler({ body: Buffer.from(body), headers }, res);
  return res.statusCode;
}

function signed(body: string, secrets: string[] = [SECRET], id = 'msg_1', at = new Date()) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(id, at, body)).join(' '),
  };
}

describe('receiverSnippet', () => {
  const code = receiverSnippet({ url: 'https://hooks.example.com/veriflow/decisions?x=1', name: 'Loan decisions' });
  const body = JSON.stringify({ type: 'transaction.completed', timestamp: '2026-11-20T06:20:55.000Z', data: { transactionId: 'txn_1' } });

  it('verifies with standardwebhooks over the raw body, on the webhook URL path, reading the secret from the environment', () => {
    expect(code).toContain('new Webhook(process.env.VERIFLOW_WEBHOOK_SECRET)');
    expect(code).toContain('webhook.verify(req.body, req.headers)');
    expect(code).not.toContain('whsec_A');
    const { routes } = runSnippet(code);
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({ path: '/veriflow/decisions', middleware: { raw: { type: 'application/json' } } });
  });

  it('accepts a delivery signed with the secret and logs its event', () => {
    const { routes, logged } = runSnippet(code);
    expect(deliver(routes[0]!.handler, body, signed(body))).toBe(204);
    expect(logged).toEqual([['msg_1', 'transaction.completed', { transactionId: 'txn_1' }]]);
  });

  it('accepts either signature during a rotation', () => {
    const { routes } = runSnippet(code);
    const other = `whsec_${Buffer.from('the newer secret, 24 b!!').toString('base64')}`;
    expect(deliver(routes[0]!.handler, body, signed(body, [other, SECRET]))).toBe(204);
  });

  it('refuses a tampered body, a wrong secret and an old timestamp', () => {
    const { routes } = runSnippet(code);
    const handler = routes[0]!.handler;
    expect(deliver(handler, body.replace('txn_1', 'txn_2'), signed(body))).toBe(400);
    expect(deliver(handler, body, signed(body, [`whsec_${Buffer.from('somebody else entirely!!').toString('base64')}`]))).toBe(400);
    expect(deliver(handler, body, signed(body, [SECRET], 'msg_1', new Date(Date.now() - 3600_000)))).toBe(400);
  });

  it('listens on / when the URL has no path or cannot be read, and names the webhook in one line', () => {
    expect(runSnippet(receiverSnippet({ url: "https://x.example/it's", name: 'A' })).routes[0]?.path).toBe("/it's");
    expect(runSnippet(receiverSnippet({ url: 'https://hooks.example.com', name: 'A' })).routes[0]?.path).toBe('/');
    expect(runSnippet(receiverSnippet({ url: 'not a url', name: 'A' })).routes[0]?.path).toBe('/');
    expect(receiverSnippet({ url: 'https://x.example/h', name: 'Ops\n alerts' })).toContain('// The signing secret (whsec_…) of Ops alerts: reveal it under');
  });
});
