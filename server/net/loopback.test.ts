import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback';

describe('loopback addresses', () => {
  it('knows this machine in IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1', '::FFFF:127.0.0.2']) expect(isLoopbackAddress(address), address).toBe(true);
  });

  it('refuses every other address, and nothing at all', () => {
    for (const address of ['10.0.0.1', '192.168.1.20', '0.0.0.0', '::', '::ffff:10.0.0.1', 'fe80::1', 'localhost', '', undefined]) expect(isLoopbackAddress(address), String(address)).toBe(false);
  });

  it('tells a loopback listen address from one that reaches the network', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('::1')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('::')).toBe(false);
    expect(isLoopbackHost('192.168.1.20')).toBe(false);
  });
});
