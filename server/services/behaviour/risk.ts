import { checkIp } from '../checks/ip';
import { invalid, noRecord, ok, type ServiceBehaviour } from './answer';
import { requiredText } from './inputs';
import { clampScore, riskLevel } from './scores';
import { Seed } from './seed';

const LOCATIONS = [
  { country: 'IN', city: 'Bengaluru', isps: ['Bharti Airtel', 'Reliance Jio', 'ACT Fibernet'] },
  { country: 'IN', city: 'Mumbai', isps: ['Reliance Jio', 'Hathway', 'Tata Play Fiber'] },
  { country: 'IN', city: 'New Delhi', isps: ['Bharti Airtel', 'BSNL', 'Excitel'] },
  { country: 'ID', city: 'Jakarta', isps: ['Telkom Indonesia', 'Biznet', 'First Media'] },
  { country: 'US', city: 'Ashburn', isps: ['Verizon Fios', 'Comcast'] },
  { country: 'GB', city: 'London', isps: ['BT', 'Virgin Media', 'Sky Broadband'] },
  { country: 'PH', city: 'Manila', isps: ['PLDT', 'Globe Telecom', 'Converge ICT'] },
] as const;
const HOSTING = ['Amazon Web Services', 'Google Cloud', 'Microsoft Azure', 'DigitalOcean', 'Hetzner Online'];

type Anonymiser = 'tor' | 'vpn' | 'proxy' | 'datacenter' | null;

/**
 * Sandbox ranges (RFC 5737 documentation blocks): 198.51.100.0/24 is the anonymiser range (last
 * octet 64-127 Tor exits, 128-191 VPN exits, 192-255 open proxies, 0-63 data centres) and
 * 192.0.2.0/24 a data-centre range; every other public address is residential.
 */
function anonymiserOf(version: 4 | 6, octets: readonly number[]): Anonymiser {
  if (version !== 4) return null;
  const [a, b, c, d = 0] = octets;
  if (a === 192 && b === 0 && c === 2) return 'datacenter';
  if (a !== 198 || b !== 51 || c !== 100) return null;
  if (d >= 64 && d <= 127) return 'tor';
  if (d >= 128 && d <= 191) return 'vpn';
  if (d >= 192) return 'proxy';
  return 'datacenter';
}

const ANONYMISER_RISK: Readonly<Record<Exclude<Anonymiser, null>, number>> = { tor: 90, proxy: 80, vpn: 65, datacenter: 45 };

/** IP intelligence: address parsed and classified offline; private and reserved ranges have no record. */
export const ipIntelligence: ServiceBehaviour = (inputs) => {
  const ip = requiredText(inputs, 'ipAddress');
  if ('problem' in ip) return invalid(ip.problem);
  const check = checkIp(ip.value);
  if (!check.valid) return invalid(check.problem);
  if (!check.isPublic) return noRecord('Private, loopback and reserved addresses have no location');
  const seed = new Seed('ip', ip.value.toLowerCase());
  const kind = anonymiserOf(check.version, check.octets);
  const location = seed.pick('location', LOCATIONS);
  const score = clampScore((kind ? ANONYMISER_RISK[kind] : 3) + seed.int('jitter', 0, 8));
  return ok({
    country: location.country,
    city: location.city,
    isp: kind === 'datacenter' || kind === 'vpn' ? seed.pick('hosting', HOSTING) : seed.pick('isp', location.isps),
    isProxy: kind === 'proxy',
    isVpn: kind === 'vpn',
    isTor: kind === 'tor',
    isDatacenter: kind === 'datacenter' || kind === 'vpn',
    riskScore: score,
    riskLevel: riskLevel(score),
  });
};

/**
 * Device intelligence: session ids are `sess_` and 6 to 64 letters, digits or underscores. Sandbox
 * sessions whose id contains "unknown" have no record; "emulator", "rooted" and "cloned" mark the
 * device so; "shared" puts it in many accounts' hands.
 */
export const deviceIntelligence: ServiceBehaviour = (inputs) => {
  const session = requiredText(inputs, 'sessionId', { pattern: /^sess_[A-Za-z0-9_]{6,64}$/, describe: 'must be sess_ followed by 6 to 64 letters, digits or underscores' });
  if ('problem' in session) return invalid(session.problem);
  const id = session.value.toLowerCase();
  if (id.includes('unknown')) return noRecord('No device fingerprint was collected in this session');
  const seed = new Seed('device', session.value);
  const isEmulator = id.includes('emulator');
  const isRooted = id.includes('rooted');
  const isAppCloned = id.includes('cloned');
  const accountsOnDevice = id.includes('shared') ? seed.int('sharedAccounts', 6, 14) : seed.int('accounts', 1, 2);
  const score = clampScore(4 + seed.int('jitter', 0, 8) + (isEmulator ? 75 : 0) + (isRooted ? 40 : 0) + (isAppCloned ? 45 : 0) + (accountsOnDevice > 3 ? 35 : 0));
  return ok({
    deviceId: `dev_${seed.chars('device', 12, '0123456789abcdef')}`,
    isEmulator,
    isRooted,
    isAppCloned,
    accountsOnDevice,
    riskScore: score,
    riskLevel: riskLevel(score),
  });
};
