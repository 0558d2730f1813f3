import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';

let migratedDump: Promise<Blob> | undefined;

/** An empty in-memory PGlite database with every migration applied (started from the run's dump). */
export async function openTestPglite(): Promise<DatabaseHandle> {
  migratedDump ??= readFile(inject('migratedPgliteDump')).then((bytes) => new Blob([bytes]));
  return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedDump });
}
