import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { PgliteConnection } from './pglite/connection';
import { preparedStatementName } from './preparedStatements';

/**
 * Kysely over PGlite. PGlite (on this thread or the database worker) is one connection, so a connection is lent to one user at a time:
 * a transaction holds it until commit or rollback, and other queries wait their turn.
 */
export class PGliteDialect implements Dialect {
  private readonly driver: PGliteDriver;
  constructor(pglite: PgliteConnection) {
    this.driver = new PGliteDriver(pglite);
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return this.driver;
  }
  /**
   * Runs raw work on PGlite in the same turn order as Kysely's queries, so it never lands inside a
   * transaction another caller holds open (the job queue's statements go through here).
   */
  exclusive<T>(work: (pglite: PgliteConnection) => Promise<T>): Promise<T> {
    return this.driver.exclusive(work);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: DatabaseConnection;

  constructor(private readonly pglite: PgliteConnection) {
    this.connection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        const name = preparedStatementName(query.sql);
        const result = name === null ? await this.pglite.query<R>(query.sql, [...query.parameters]) : await this.pglite.queryPrepared<R>(name, query.sql, [...query.parameters]);
        return { rows: result.rows, numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows) };
      },
      // eslint-disable-next-line require-yield
      streamQuery: async function* () {
        throw new Error('Streaming queries are not supported on PGlite');
      },
    };
  }

  async init() {
    await this.pglite.waitReady;
  }

  async exclusive<T>(work: (pglite: PgliteConnection) => Promise<T>): Promise<T> {
    await this.acquireConnection();
    try {
      await this.pglite.waitReady;
      return await work(this.pglite);
    } finally {
      await this.releaseConnection();
    }
  }

  acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    this.releases.push(release);
    return previous.then(() => this.connection);
  }

  private readonly releases: (() => void)[] = [];

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection() {
    this.releases.shift()?.();
  }
  async destroy() {
    await this.pglite.close();
  }
}
