import { isIP } from 'node:net';

export type IpCheck = { valid: true; version: 4 | 6; octets: number[]; isPublic: boolean } | { valid: false; problem: string };

function ipv4Octets(ip: string): number[] {
  return ip.split('.').map(Number);
}

function isPrivateV4([a = 0, b = 0]: number[]): boolean {
  return a === 0 || a === 10 || a === 127 || a >= 224 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/** The 8 groups of an IPv6 address (expanding ::). */
function ipv6Groups(ip: string): number[] {
  const [head = '', tail] = ip.toLowerCase().split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function isPrivateV6(groups: number[]): boolean {
  const first = groups[0] ?? 0;
  const allZeroButLast = groups.slice(0, 7).every((g) => g === 0);
  return allZeroButLast || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
}

/** Parses an IPv4 or IPv6 address and tells whether it is publicly routable (private, loopback, link-local, multicast and reserved ranges are not). */
export function checkIp(ipAddress: string): IpCheck {
  const text = ipAddress.trim();
  const version = isIP(text);
  if (version === 4) {
    const octets = ipv4Octets(text);
    return { valid: true, version, octets, isPublic: !isPrivateV4(octets) };
  }
  if (version === 6) {
    if (text.includes('.')) return { valid: false, problem: 'ipAddress in IPv4-mapped IPv6 form is not supported; send the IPv4 address' };
    const groups = ipv6Groups(text);
    return { valid: true, version, octets: groups, isPublic: !isPrivateV6(groups) };
  }
  return { valid: false, problem: `ipAddress ${text.slice(0, 64)} is not an IPv4 or IPv6 address` };
}
