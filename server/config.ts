import path from 'node:path';

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
  /** Seed the demo organisation into an empty database (VERIFLOW_SEED=0 turns it off). */
  seedDemo: boolean;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 4000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  return n;
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
    seedDemo: env.VERIFLOW_SEED !== '0',
  };
}
