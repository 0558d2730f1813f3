import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { isPrivateHost, screenUrl } from '../net/screenUrl';
import { REQUEST_TIMEOUT_MS, RESPONSE_EXCERPT_BYTES, RESPONSE_HEADER_VALUE_CHARS, RESPONSE_HEADERS_MAX } from './schedule';

/** Resolves a host name to its addresses (injectable: tests map names to chosen addresses). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export const USER_AGENT = 'Veriflow-Webhooks/1.0';

/**
 * The Standard Webhooks headers of a message: `webhook-signature` is `v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">`, one per secret, space separated (during a rotation's overlap a receiver
 * holding either secret finds its signature).
 */
export function signedHeaders(secrets: string | readonly string[], messageId: string, timestamp: Date, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => new Webhook(secret).sign(messageId, timestamp, body)).join(' '),
  };
}

/** A response's headers as kept with an attempt: at most RESPONSE_HEADERS_MAX, each value cut to RESPONSE_HEADER_VALUE_CHARS. */
export function boundedHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers).slice(0, RESPONSE_HEADERS_MAX)) {
    if (value === undefined) continue;
    kept[name] = (Array.isArray(value) ? value.join(', ') : String(value)).slice(0, RESPONSE_HEADER_VALUE_CHARS);
  }
  return kept;
}

export interface SendRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  resolve?: Resolve;
  /** Lets the request reach local and private addresses (development and tests only). */
  allowPrivate?: boolean;
  timeoutMs?: number;
  excerptBytes?: number;
}

export interface SendResult {
  ok: boolean;
  /** The request's headers (content-type, user-agent and the caller's), as sent or as they would have been when refused before sending. */
  requestHeaders: Record<string, string>;
  /** The receiver's response headers, bounded (empty when no answer came). */
  responseHeaders: Record<string, string>;
  statusCode?: number;
  /** The start of the response body (up to the bound), as text. */
  excerpt: string;
  /** Why no answer came: refused by the screen, DNS, connection, time-out. */
  error?: string;
  timedOut?: boolean;
  durationMs: number;
}

function ipLiteral(hostname: string) {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return /^[\d.]+$/.test(bare) || bare.includes(':') ? bare : null;
}

export type ResolvedAddress = { ok: true; address: { address: string; family: number } } | { ok: false; error: string; privateAddress?: string };

/**
 * The address to connect to for a host name (or IP literal): every address the name resolves to
 * must be public unless `allowPrivate`. Delivery connects to the address it answers; saving a
 * webhook checks the same rule early.
 */
export async function resolvePublicAddress(hostname: string, resolve: Resolve, allowPrivate = false): Promise<ResolvedAddress> {
  const literal = ipLiteral(hostname);
  if (literal) return { ok: true, address: { address: literal, family: literal.includes(':') ? 6 : 4 } };
  let addresses: { address: string; family: number }[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    return { ok: false, error: `DNS lookup of ${hostname} failed: ${(error as Error).message}` };
  }
  if (addresses.length === 0) return { ok: false, error: `DNS lookup of ${hostname} found no address` };
  const privateOne = addresses.find((a) => isPrivateHost(a.family === 6 ? `[${a.address}]` : a.address));
  if (privateOne && !allowPrivate) {
    return { ok: false, error: `Refused: ${hostname} resolves to ${privateOne.address}, a local or private address`, privateAddress: privateOne.address };
  }
  return { ok: true, address: addresses[0]! };
}

/**
 * POSTs a signed message. The URL is screened again here, after DNS resolution: every address the
 * name resolves to must be public, and the connection goes to the address that was checked (no
 * second lookup a rebinding DNS server could answer differently).
 */
export async function sendWebhook(request: SendRequest): Promise<SendResult> {
  const started = performance.now();
  const requestHeaders: Record<string, string> = { 'content-type': 'application/json', 'user-agent': USER_AGENT, ...request.headers };
  const took = () => Math.round(performance.now() - started);
  const failed = (error: string): SendResult => ({ ok: false, requestHeaders, responseHeaders: {}, excerpt: '', error, durationMs: took() });
  const screened = screenUrl(request.url, { allowPrivate: request.allowPrivate });
  if (!screened.ok) return failed(`Refused: ${screened.message}`);
  const url = new URL(screened.url);
  const resolved = await resolvePublicAddress(url.hostname, request.resolve ?? systemResolve, request.allowPrivate);
  if (!resolved.ok) return failed(resolved.error);
  const { address } = resolved;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
  const timeoutMs = request.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const limit = request.excerptBytes ?? RESPONSE_EXCERPT_BYTES;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs' | 'requestHeaders' | 'responseHeaders'> & { responseHeaders?: Record<string, string> }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ responseHeaders: {}, ...result, requestHeaders, durationMs: took() });
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...requestHeaders, 'content-length': Buffer.byteLength(request.body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          if (kept >= limit) return;
          const part = chunk.subarray(0, limit - kept);
          chunks.push(part);
          kept += part.length;
        });
        const done = () => {
          const statusCode = res.statusCode ?? 0;
          finish({ ok: statusCode >= 200 && statusCode < 300, statusCode, excerpt: Buffer.concat(chunks).toString('utf8'), responseHeaders: boundedHeaders(res.headers) });
        };
        res.on('end', done);
        res.on('error', done);
        res.on('close', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, excerpt: '', error: `No answer within ${timeoutMs / 1000} s`, timedOut: true });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error) => finish({ ok: false, excerpt: '', error: `Connection failed: ${error.message}` }));
    req.end(request.body);
  });
}
