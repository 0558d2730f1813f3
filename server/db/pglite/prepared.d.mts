import type { PGlite, Results } from '@electric-sql/pglite';

export function queryPrepared<R>(pglite: PGlite, name: string, text: string, params: unknown[]): Promise<Results<R>>;
