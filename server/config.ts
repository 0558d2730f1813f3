import path from 'node:path';
import { isLoopbackHost } from './net/loopback';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  consoleDir: string;
  demoDir: string;
  production: boolean;
  logLevel: string;
  /** A Postgres connection string (DATABASE_URL); without one the embedded PGlite stores data in dataDir. */
  databaseUrl: string | undefined;
  /** VERIFLOW_DEV_LOGIN=1 offers the development sign-in (never in production mode). */
  devLogin: boolean;
  /**
   * Serve the development mailbox at /dev/mailbox: only with the development sign-in, and then
   * either to loopback clients of a loopback listen address, or (VERIFLOW_DEV_MAILBOX_ANY_HOST=1)
   * to anyone on any address. See devMailbox below.
   */
  devMailbox: 'off' | 'loopback' | 'any';
  /** Seed the demo organisation into an empty database (VERIFLOW_SEED=0 turns it off). */
  seedDemo: boolean;
  /** The address browsers reach the server at (VERIFLOW_PUBLIC_URL); the embedded provider's issuer is `<publicUrl>/oidc`. */
  publicUrl: string;
  /** Session cookies are Secure and `__Host-` prefixed when the public address is https, and in production mode. */
  secureCookies: boolean;
  /** Another OpenID Connect provider instead of the embedded one (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). */
  externalOidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** Send e-mail through this SMTP server (SMTP_URL); without it the outbox is printed (and shown at /dev/mailbox, see devMailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** VERIFLOW_WEBHOOK_RETRY_SCHEDULE_MS (comma-separated waits, development only): a short webhook retry schedule for trying Fail and Retry. */
  webhookRetryScheduleMs?: number[];
  /** VERIFLOW_PGLITE_THREAD=main runs the embedded database on the server's own thread instead of its worker (ADR 0043; a bench's peer). */
  pgliteThread: 'worker' | 'main';
  /** VERIFLOW_RUN_LEASE_MS: how long a run's Idempotency-Key and usage hold last without their process (default 30 s; ADR 0037). */
  runLeaseMs?: number;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 4000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  return n;
}

function publicUrl(value: string | undefined, host: string, listenPort: number): string {
  if (value) {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`VERIFLOW_PUBLIC_URL must be an http(s) address, got "${value}"`);
    return url.origin;
  }
  const loopback = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' || host === '::1' || host === 'localhost';
  return `http://${loopback ? 'localhost' : host}:${listenPort}`;
}

function retrySchedule(env: NodeJS.ProcessEnv): number[] | undefined {
  const value = env.VERIFLOW_WEBHOOK_RETRY_SCHEDULE_MS;
  if (!value || env.NODE_ENV === 'production') return undefined;
  const waits = value.split(',').map((part) => Number(part.trim()));
  if (waits.some((w) => !Number.isInteger(w) || w < 0 || w > 86_400_000)) {
    throw new Error(`VERIFLOW_WEBHOOK_RETRY_SCHEDULE_MS must be comma-separated whole milliseconds (0 to 86400000), got "${value}"`);
  }
  return waits;
}

function runLease(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 500 || ms > 3_600_000) throw new Error(`VERIFLOW_RUN_LEASE_MS must be whole milliseconds from 500 to 3600000, got "${value}"`);
  return ms;
}

/**
 * The development mailbox shows password-reset links, so whoever reads it can take over any
 * account: it exists only beside the development sign-in (never in production), only on a
 * loopback listen address and for loopback clients, unless VERIFLOW_DEV_MAILBOX_ANY_HOST=1 asks
 * for it on any address (a development container reached from its host).
 */
function devMailbox(env: NodeJS.ProcessEnv): ServerConfig['devMailbox'] {
  if (env.NODE_ENV === 'production' || env.VERIFLOW_DEV_LOGIN !== '1') return 'off';
  if (env.VERIFLOW_DEV_MAILBOX_ANY_HOST === '1') return 'any';
  return isLoopbackHost(env.HOST ?? '127.0.0.1') ? 'loopback' : 'off';
}

function externalOidc(env: NodeJS.ProcessEnv): ServerConfig['externalOidc'] {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) throw new Error('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  return { issuer, clientId, clientSecret };
}

/** Reads the server's configuration from the environment (see README: PORT, VERIFLOW_DATA_DIR, ...). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  return {
    port: port(env.PORT),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(cwd, env.VERIFLOW_DATA_DIR ?? 'data'),
    consoleDir: path.resolve(cwd, env.VERIFLOW_CONSOLE_DIR ?? 'dist/console'),
    demoDir: path.resolve(cwd, env.VERIFLOW_DEMO_DIR ?? 'dist/demo'),
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    databaseUrl: env.DATABASE_URL || undefined,
    devLogin: env.VERIFLOW_DEV_LOGIN === '1' && env.NODE_ENV !== 'production',
    devMailbox: devMailbox(env),
    seedDemo: env.VERIFLOW_SEED !== '0',
    webhookRetryScheduleMs: retrySchedule(env),
    runLeaseMs: runLease(env.VERIFLOW_RUN_LEASE_MS),
    pgliteThread: env.VERIFLOW_PGLITE_THREAD === 'main' ? 'main' : 'worker',
    ...identityConfig(env),
  };
}

function identityConfig(env: NodeJS.ProcessEnv) {
  const url = publicUrl(env.VERIFLOW_PUBLIC_URL, env.HOST ?? '127.0.0.1', port(env.PORT));
  return {
    publicUrl: url,
    secureCookies: url.startsWith('https:') || env.NODE_ENV === 'production',
    externalOidc: externalOidc(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Veriflow <no-reply@veriflow.local>',
  };
}
