import type { PGlite } from '@electric-sql/pglite';

export function openPglite(dataDir: string, loadDataDir?: Blob): PGlite;
