import path from 'node:path';
import { configFromEnv } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';

/**
 * Opens the database the server would open (DATABASE_URL, else PGlite under VERIFLOW_DATA_DIR),
 * applying pending migrations. PGlite's folder serves one process at a time: stop the server
 * first, or use the admin endpoint instead.
 */
export function openConfiguredDatabase(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Promise<DatabaseHandle> {
  const config = configFromEnv(env, cwd);
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') });
}

/** Runs a command's body against the configured database, closes it, and answers the exit code. */
export async function runCommand(body: (handle: DatabaseHandle) => Promise<number>, env?: NodeJS.ProcessEnv, cwd?: string): Promise<number> {
  const handle = await openConfiguredDatabase(env, cwd);
  try {
    return await body(handle);
  } finally {
    await handle.close();
  }
}

/** Whether this module is the script node was started with. */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return Boolean(entry) && path.resolve(entry ?? '') === path.resolve(new URL(moduleUrl).pathname);
}
