import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { assertSameOrigin } from './sameOrigin';

const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as FastifyRequest;
const PUBLIC = 'https://veriflow.example.com';

describe('same-origin check for state-changing calls', () => {
  it('lets reads, same-origin browsers and non-browser callers through', () => {
    expect(() => assertSameOrigin(request('GET', { 'sec-fetch-site': 'cross-site' }), PUBLIC)).not.toThrow();
    expect(() => assertSameOrigin(request('POST', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173', host: 'localhost:4000' }), PUBLIC)).not.toThrow();
    expect(() => assertSameOrigin(request('POST', { origin: 'https://veriflow.example.com', host: 'internal:4000' }), PUBLIC)).not.toThrow();
    expect(() => assertSameOrigin(request('POST', { origin: 'http://localhost:4000', host: 'localhost:4000' }), PUBLIC)).not.toThrow();
    expect(() => assertSameOrigin(request('DELETE', { host: 'localhost:4000' }), PUBLIC)).not.toThrow();
  });

  it('refuses cross-site and same-site browsers, and foreign or malformed origins', () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(() => assertSameOrigin(request('POST', { 'sec-fetch-site': site }), PUBLIC)).toThrow('Cross-site request refused');
    }
    expect(() => assertSameOrigin(request('PATCH', { origin: 'https://evil.example', host: 'veriflow.example.com' }), PUBLIC)).toThrow('Cross-site request refused');
    expect(() => assertSameOrigin(request('PUT', { origin: 'null', host: 'veriflow.example.com' }), PUBLIC)).toThrow('Cross-site request refused');
  });
});
