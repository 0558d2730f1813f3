import type { FastifyInstance } from 'fastify';

export interface Page {
  status: number;
  location: string | undefined;
  body: string;
  url: string;
  setCookies: string[];
}

/**
 * A minimal browser over `app.inject`: keeps cookies (by name; paths are ignored, which only makes
 * the browser more permissive than a real one), sends them back, and follows redirects on demand.
 * `remoteAddress` is the client address the server sees (default: inject's 127.0.0.1).
 */
export function testBrowser(app: FastifyInstance, origin = 'http://localhost:4000', options: { remoteAddress?: string } = {}) {
  const jar = new Map<string, string>();
  const host = new URL(origin).host;

  const store = (header: string | string[] | undefined) => {
    const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
    for (const line of list) {
      const [pair, ...attributes] = line.split(';');
      const eq = (pair ?? '').indexOf('=');
      const name = (pair ?? '').slice(0, eq).trim();
      const value = (pair ?? '').slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0$/i.test(a.trim()));
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
    return list;
  };

  const request = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>, headers: Record<string, string> = {}): Promise<Page> => {
    const target = new URL(url, origin);
    const cookie = [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
    const res = await app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: {
        host,
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin } : {}),
        ...headers,
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    const setCookies = store(res.headers['set-cookie']);
    const location = typeof res.headers.location === 'string' ? res.headers.location : undefined;
    return { status: res.statusCode, location, body: res.body, url: target.href, setCookies };
  };

  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
    post: (url: string, form?: Record<string, string>) => request('POST', url, form),
    /** Follows redirects from `page` until an answer that is not one (or a redirect leaving `origin`). */
    async follow(page: Page, stopAt?: (url: URL) => boolean): Promise<Page> {
      let current = page;
      for (let hops = 0; hops < 10 && current.location && current.status >= 300 && current.status < 400; hops++) {
        const next = new URL(current.location, current.url);
        if (next.origin !== new URL(origin).origin || stopAt?.(next)) return current;
        current = await request('GET', next.href);
      }
      return current;
    },
  };
}

export type TestBrowser = ReturnType<typeof testBrowser>;

/** The `action` of the page's first form. */
export function formAction(body: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(body);
  if (!match?.[1]) throw new Error(`No form on the page:\n${body.slice(0, 500)}`);
  return match[1].replace(/&#38;/g, '&');
}
