import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Sign-in limits kept in the database (issue 18 item 9, ADR 0036), shared by every server process
 * and kept across restarts:
 * - per client address: 20 attempts in 15 minutes, then 429 for that address;
 * - per account and address: 5 failures in 15 minutes, then 429 for that pair only;
 * - per account across addresses: beyond 10 failures in 15 minutes every attempt on the account
 *   waits a few seconds before its password is checked; the account is never refused, so its
 *   owner's right password from an address that has not failed still signs in.
 * Counters live in fixed windows. An attempt is counted before its password is checked (one
 * atomic upsert), so parallel attempts cannot pass the limit together; a success gives back its
 * address count and clears its account-and-address counter.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  perAddress: 20,
  perAccountAndAddress: 5,
  /** Account-wide failures after which attempts on the account are slowed. */
  accountSlowAfter: 10,
  /** The wait per failure beyond that, and its ceiling. */
  accountDelayStepMs: 1_000,
  accountDelayMaxMs: 5_000,
} as const;

type Kind = 'address' | 'account_address' | 'account';

export interface Admission {
  allowed: boolean;
  /** Seconds until the limit that refused the attempt opens again (0 when allowed). */
  retryAfterSeconds: number;
  /** How long to wait before checking the password (the account-wide slow-down). */
  delayMs: number;
}

export interface SignInLimiterOptions {
  now?: () => number;
}

/**
 * The address a limit counts: IPv4 (also when written IPv4-mapped) as is, IPv6 by its /64 network
 * (one subscriber's prefix, which holds more addresses than any limit could count one by one).
 */
export function clientNetwork(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const [head = '', tail = ''] = bare.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = bare.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = bare.includes('::') ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back] : front;
  return `${groups.slice(0, 4).map((g) => g.padStart(4, '0')).join(':')}::/64`;
}

const normalEmail = (email: string) => email.trim().toLowerCase();
const hash = (kind: Kind, ...parts: string[]) => createHash('sha256').update([kind, ...parts].join('\n')).digest('hex');

export function createSignInLimiter(db: Kysely<Database>, options: SignInLimiterOptions = {}) {
  const now = options.now ?? Date.now;
  const { windowMs } = SIGN_IN_LIMITS;
  const windowOf = (at: number) => new Date(Math.floor(at / windowMs) * windowMs);
  const keys = (email: string, address: string) => {
    const network = clientNetwork(address);
    return { address: hash('address', network), pair: hash('account_address', normalEmail(email), network), account: hash('account', normalEmail(email)) };
  };

  /** Adds one to the counter of this window and answers the new count (atomic across processes). */
  const raise = async (kind: Kind, key: string, windowStart: Date) => {
    const row = await db
      .insertInto('sign_in_counters')
      .values({ kind, key, window_start: windowStart, count: 1 })
      .onConflict((oc) => oc.columns(['kind', 'key', 'window_start']).doUpdateSet({ count: sql<number>`sign_in_counters.count + 1` }))
      .returning('count')
      .executeTakeFirstOrThrow();
    return row.count;
  };

  const countOf = async (kind: Kind, key: string, windowStart: Date) => {
    const row = await db.selectFrom('sign_in_counters').select('count').where('kind', '=', kind).where('key', '=', key).where('window_start', '=', windowStart).executeTakeFirst();
    return row?.count ?? 0;
  };

  const retryAfter = (at: number, windowStart: Date) => Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at) / 1000));

  return {
    /** Counts a sign-in attempt before its password is checked, and answers whether it may go on. */
    async admit(email: string, address: string): Promise<Admission> {
      const at = now();
      const windowStart = windowOf(at);
      const key = keys(email, address);
      const byAddress = await raise('address', key.address, windowStart);
      const byPair = await raise('account_address', key.pair, windowStart);
      if (byAddress > SIGN_IN_LIMITS.perAddress || byPair > SIGN_IN_LIMITS.perAccountAndAddress) {
        return { allowed: false, retryAfterSeconds: retryAfter(at, windowStart), delayMs: 0 };
      }
      const accountFailures = await countOf('account', key.account, windowStart);
      const beyond = accountFailures - SIGN_IN_LIMITS.accountSlowAfter;
      const delayMs = beyond < 0 ? 0 : Math.min(SIGN_IN_LIMITS.accountDelayMaxMs, (beyond + 1) * SIGN_IN_LIMITS.accountDelayStepMs);
      return { allowed: true, retryAfterSeconds: 0, delayMs };
    },

    /** A wrong password (or unknown e-mail): the account-wide counter goes up; ended windows go. */
    async failed(email: string) {
      const at = now();
      await raise('account', keys(email, '').account, windowOf(at));
      await db.deleteFrom('sign_in_counters').where('window_start', '<', new Date(windowOf(at).getTime() - windowMs)).execute();
    },

    /** A right password: the pair's counter is cleared and the address gets its attempt back. */
    async succeeded(email: string, address: string) {
      const at = now();
      const key = keys(email, address);
      await db.deleteFrom('sign_in_counters').where('kind', '=', 'account_address').where('key', '=', key.pair).execute();
      await db
        .updateTable('sign_in_counters')
        .set({ count: sql<number>`greatest(count - 1, 0)` })
        .where('kind', '=', 'address')
        .where('key', '=', key.address)
        .where('window_start', '=', windowOf(at))
        .execute();
    },

    /** Counts a sign-up from the address (sign-ups share the address limit with sign-ins). */
    async admitSignUp(address: string): Promise<Omit<Admission, 'delayMs'>> {
      const at = now();
      const windowStart = windowOf(at);
      const byAddress = await raise('address', keys('', address).address, windowStart);
      if (byAddress > SIGN_IN_LIMITS.perAddress) return { allowed: false, retryAfterSeconds: retryAfter(at, windowStart) };
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
