import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address (as in `socket.remoteAddress`) is this machine: 127.0.0.0/8, ::1, or either mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1] ?? bare;
  const family = isIP(v4);
  if (family === 0) return false;
  return LOOPBACK.check(v4, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether a listen address (HOST) reaches only this machine: `localhost` or a loopback address (never 0.0.0.0 or ::). */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host);
}
