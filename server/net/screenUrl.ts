/**
 * Screening of outbound URLs (webhook receivers): http(s) only, no credentials, no local or
 * private destinations. Pure and DNS-free: it judges the URL as written (the WHATWG parser has
 * already normalised IPv4 shorthands such as `http://2130706433/` to `127.0.0.1`). Names that
 * resolve to private addresses are the delivery worker's to refuse at connect time.
 */

export const MAX_URL_LENGTH = 2048;

export type ScreenResult = { ok: true; url: string } | { ok: false; message: string };

export interface ScreenOptions {
  /** Lifts the private-address rule (local development only). */
  allowPrivate?: boolean;
}

/** `VERIFLOW_ALLOW_PRIVATE_WEBHOOK_URLS=1` lets webhooks point at local and private addresses (development only). */
export function privateWebhookUrlsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.VERIFLOW_ALLOW_PRIVATE_WEBHOOK_URLS === '1' && env.NODE_ENV !== 'production';
}

const BLOCKED_SUFFIXES = ['.local', '.internal', '.localhost', '.localdomain'];

function parseIpv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : null;
}

function privateIpv4([a, b]: number[]): boolean {
  if (a === undefined || b === undefined) return false;
  return (
    a === 0 || // 0.0.0.0/8 ("this network")
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast 224/4 and reserved 240/4, broadcast
  );
}

/**
 * The eight 16-bit groups of an IPv6 literal (without brackets), or null. `URL` already writes
 * IPv6 hosts in canonical hex form (an embedded IPv4 such as ::ffff:127.0.0.1 becomes
 * ::ffff:7f00:1), so dotted forms are not parsed here and count as unparsable.
 */
function parseIpv6(host: string): number[] | null {
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const toGroups = (s: string) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN)));
  const head = toGroups(halves[0] ?? '');
  const rest = halves.length === 2 ? toGroups(halves[1] ?? '') : [];
  const known = head.length + rest.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const groups = [...head, ...new Array<number>(8 - known).fill(0), ...rest];
  return groups.every((g) => Number.isInteger(g)) ? groups : null;
}

function privateIpv6(g: number[]): boolean {
  const [g0 = 0, , , , , g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroUntil = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUntil(7) && (g7 === 0 || g7 === 1)) return true; // :: and ::1
  if (zeroUntil(5) && g5 === 0xffff) return privateIpv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]); // IPv4-mapped
  if (zeroUntil(6)) return privateIpv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]); // IPv4-compatible (deprecated)
  return (
    (g0 & 0xfe00) === 0xfc00 || // fc00::/7 unique local
    (g0 & 0xffc0) === 0xfe80 || // fe80::/10 link-local
    (g0 & 0xffc0) === 0xfec0 || // fec0::/10 site-local (deprecated)
    (g0 & 0xff00) === 0xff00 // ff00::/8 multicast
  );
}

/** Whether a host (as in `URL.hostname`) is local or private: loopback, private, link-local, multicast, local names. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = parseIpv6(host.slice(1, -1).split('%')[0] ?? '');
    return groups ? privateIpv6(groups) : true;
  }
  const v4 = parseIpv4(host);
  if (v4) return privateIpv4(v4);
  if (host === 'localhost' || !host.includes('.')) return true;
  return BLOCKED_SUFFIXES.some((s) => host.endsWith(s));
}

/** Checks a URL a webhook may be sent to; the message says what is wrong. */
export function screenUrl(raw: string, options: ScreenOptions = {}): ScreenResult {
  const text = raw.trim();
  if (text.length > MAX_URL_LENGTH) return { ok: false, message: `The URL is longer than ${MAX_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: 'The URL is not valid. Enter a full address such as https://example.com/webhooks' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: 'The URL must start with http:// or https://' };
  if (url.username || url.password) return { ok: false, message: 'The URL must not contain a user name or password' };
  if (!url.hostname) return { ok: false, message: 'The URL has no host' };
  if (!options.allowPrivate && isPrivateHost(url.hostname)) {
    return { ok: false, message: 'The URL must not point to localhost, a local network name or a private, loopback, link-local or multicast address' };
  }
  return { ok: true, url: url.toString() };
}
