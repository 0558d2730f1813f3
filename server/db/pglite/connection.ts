/** What a statement answers: its rows, their fields, and the rows it changed. */
export interface PgliteResult<R> {
  rows: R[];
  fields?: readonly { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What the server uses of PGlite, on this thread or on the database worker (ADR 0043). */
export interface PgliteConnection {
  waitReady: Promise<void>;
  query<R>(sql: string, params?: unknown[]): Promise<PgliteResult<R>>;
  /** `query` as the prepared statement `name`, parsed once (ADR 0055); `sql` must be the same text at every call with that name. */
  queryPrepared<R>(name: string, sql: string, params: unknown[]): Promise<PgliteResult<R>>;
  exec(sql: string): Promise<PgliteResult<unknown>[]>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
  /** The database worker only: whether it is alive with PGlite open, answered without queueing behind other statements. */
  ping?(): Promise<boolean>;
}
