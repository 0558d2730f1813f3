import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { startJobQueue } from '../jobs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder with every migration (and the job queue's schema) applied, dumped once for the whole run. */
    migratedPgliteDump: string;
  }
}

/**
 * Creating a PGlite database (initdb in WebAssembly) costs seconds; loading a dumped one costs a
 * fraction. The server tests start each of their databases from one migrated dump made here.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ dataDir: 'memory://' });
  // The job queue's schema too, so each test server's queue starts without creating it.
  await (await startJobQueue(database)).stop();
  const dump = await database.dumpDataDir!();
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPgliteDump', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
