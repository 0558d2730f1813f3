import type { Resolve } from '../webhooks/send';

/** Host names the server tests use, with fixed DNS answers: public, loopback, cloud metadata, a private mix. */
export const TEST_HOSTS: Record<string, { address: string; family: number }[]> = {
  'hooks.example.com': [{ address: '93.184.215.14', family: 4 }],
  'rebind.example.net': [{ address: '127.0.0.1', family: 4 }],
  'metadata.example.net': [{ address: '169.254.169.254', family: 4 }],
  'mixed.example.net': [
    { address: '93.184.215.14', family: 4 },
    { address: '10.0.0.7', family: 4 },
  ],
  'v6loop.example.net': [{ address: '::1', family: 6 }],
};

/** The server tests' DNS: `*.example.com` is public, the names above answer as listed, any other name is not found (no network). */
export const fixedDnsAnswers: Resolve = async (hostname) => {
  const listed = TEST_HOSTS[hostname];
  if (listed) return listed;
  if (hostname.endsWith('.example.com') || hostname === 'example.com') return [{ address: '93.184.215.14', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};
