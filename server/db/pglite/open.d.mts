import type { PGlite, Results } from '@electric-sql/pglite';

export function openPglite(dataDir: string, loadDataDir?: Blob): PGlite & { queryPrepared<R>(name: string, sql: string, params: unknown[]): Promise<Results<R>> };
