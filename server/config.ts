import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  consoleDir: string;
  demoDir: string;
  production: boolean;
  logLevel: string;
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
  };
}
