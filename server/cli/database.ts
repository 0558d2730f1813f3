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

/** What a command uses of the database (its queries; commands run no jobs). */
export type CommandDatabase = Pick<DatabaseHandle, 'db' | 'driver' | 'ping' | 'close'>;

export interface CommandOptions {
  /** Opens the database (default: the one the server would open). */
  open?: () => Promise<CommandDatabase>;
  /** Where the command writes its lines (default: stdout). */
  out?: (line: string) => void;
}

/** Runs a command's body against the database, closes it, and answers the exit code. */
export async function runCommand(body: (handle: CommandDatabase) => Promise<number>, options: CommandOptions = {}): Promise<number> {
  const handle = await (options.open ?? openConfiguredDatabase)();
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
