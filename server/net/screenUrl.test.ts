import { describe, expect, it } from 'vitest';
import { isPrivateHost, privateWebhookUrlsAllowed, screenUrl } from './screenUrl';

const PRIVATE = 'The URL must not point to localhost, a local network name or a private, loopback, link-local or multicast address';

describe('screenUrl', () => {
  it.each(['https://example.com/webhooks', 'http://hooks.example.com:8080/a?b=c', 'https://8.8.8.8/x', 'https://[2001:db8::1]/x', 'https://172.32.0.1/', 'https://192.169.0.1/'])(
    'accepts %s',
    (url) => {
      expect(screenUrl(url)).toMatchObject({ ok: true });
    },
  );

  it.each([
    'http://localhost:3000/hook',
    'http://LOCALHOST./hook',
    'http://127.0.0.1/',
    'http://127.1.2.3/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://10.0.0.5/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:10.1.2.3]/',
    'http://printer.local/',
    'http://metadata.google.internal/',
    'http://intranet/',
  ])('refuses the private or local %s', (url) => {
    expect(screenUrl(url)).toEqual({ ok: false, message: PRIVATE });
  });

  it('lets development lift the private-address rule, and nothing else', () => {
    expect(screenUrl('http://localhost:3000/hook', { allowPrivate: true })).toMatchObject({ ok: true });
    expect(screenUrl('ftp://localhost/', { allowPrivate: true })).toMatchObject({ ok: false });
  });

  it.each([
    ['ftp://example.com/x', 'The URL must start with http:// or https://'],
    ['javascript:alert(1)', 'The URL must start with http:// or https://'],
    ['file:///etc/passwd', 'The URL must start with http:// or https://'],
    ['https://user:secret@example.com/', 'The URL must not contain a user name or password'],
    ['https://user@example.com/', 'The URL must not contain a user name or password'],
    ['not a url', 'The URL is not valid. Enter a full address such as https://example.com/webhooks'],
    [`https://example.com/${'a'.repeat(2048)}`, 'The URL is longer than 2048 characters'],
  ])('refuses %s', (url, message) => {
    expect(screenUrl(url)).toEqual({ ok: false, message });
  });

  it('judges hosts as URL writes them', () => {
    expect(isPrivateHost('[fe80::abcd]')).toBe(true);
    expect(isPrivateHost('[2606:4700::1111]')).toBe(false);
    expect(isPrivateHost('[not-ipv6]')).toBe(true);
    expect(isPrivateHost('api.example.com')).toBe(false);
  });

  it('reads the development switch, never in production', () => {
    expect(privateWebhookUrlsAllowed({ VERIFLOW_ALLOW_PRIVATE_WEBHOOK_URLS: '1', NODE_ENV: 'development' })).toBe(true);
    expect(privateWebhookUrlsAllowed({ VERIFLOW_ALLOW_PRIVATE_WEBHOOK_URLS: '1', NODE_ENV: 'production' })).toBe(false);
    expect(privateWebhookUrlsAllowed({})).toBe(false);
  });
});
