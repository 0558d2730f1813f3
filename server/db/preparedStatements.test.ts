import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_POSTGRES_URL } from '../test/database';
import { PREPARED, prepareMarkedStatements, preparedStatementName } from './preparedStatements';

describe('preparedStatementName', () => {
  it('names marked texts only, the same name for the same text and another for another text', () => {
    expect(preparedStatementName('select 1')).toBeNull();
    const a = preparedStatementName('select $1::int /* prepared */');
    const b = preparedStatementName('select $1::text /* prepared */');
    expect(a).toMatch(/^vf_[0-9a-f]{32}$/);
    expect(preparedStatementName('select $1::int /* prepared */')).toBe(a);
    expect(b).not.toBe(a);
  });
});

describe('prepareMarkedStatements', () => {
  function fakeClient() {
    const calls: unknown[][] = [];
    const client = { query: (...args: unknown[]) => calls.push(args) } as unknown as pg.ClientBase;
    prepareMarkedStatements(client);
    return { client, calls };
  }

  it('sends a marked statement with values as a named one, with or without a callback', () => {
    const { client, calls } = fakeClient();
    const text = 'select $1::int as n /* prepared */';
    const name = preparedStatementName(text);
    void client.query(text, [1]);
    const callback = () => undefined;
    (client.query as unknown as (...args: unknown[]) => void)(text, [2], callback);
    expect(calls).toEqual([[{ name, text, values: [1] }], [{ name, text, values: [2] }, callback]]);
  });

  it('leaves everything else as it was: unmarked texts, texts without values, query configs', () => {
    const { client, calls } = fakeClient();
    void client.query('select $1::int', [1]);
    void client.query('select 1; select 2 /* prepared */');
    const config = { text: 'select 1 /* prepared */', values: [] };
    void client.query(config);
    expect(calls).toEqual([['select $1::int', [1]], ['select 1; select 2 /* prepared */'], [config]]);
  });
});

describe('marked statements on PostgreSQL', () => {
  const pool = new pg.Pool({ connectionString: TEST_POSTGRES_URL, max: 1 });
  pool.on('connect', prepareMarkedStatements);
  const db = new Kysely<{ pg_prepared_statements: { name: string; statement: string } }>({ dialect: new PostgresDialect({ pool }) });
  beforeAll(() => sql`select 1`.execute(db));
  afterAll(() => db.destroy());

  const prepared = async () => (await db.selectFrom('pg_prepared_statements').select(['name', 'statement']).execute()).filter((row) => row.name.startsWith('vf_'));

  it('are prepared once on the connection, give the same answers after, and unmarked ones are not prepared', async () => {
    const marked = (n: number) => sql<{ doubled: number }>`select ${n}::int * 2 as doubled ${PREPARED}`.execute(db);
    expect((await marked(2)).rows).toEqual([{ doubled: 4 }]);
    expect((await marked(21)).rows).toEqual([{ doubled: 42 }]);
    await sql`select ${3}::int as unmarked`.execute(db);
    const statements = await prepared();
    expect(statements).toHaveLength(1);
    expect(statements[0]?.statement).toBe('select $1::int * 2 as doubled /* prepared */');
    // Seven runs: past the five custom plans PostgreSQL makes before it may keep a generic one.
    for (let n = 0; n < 7; n += 1) expect((await marked(n)).rows).toEqual([{ doubled: n * 2 }]);
    expect(await prepared()).toHaveLength(1);
  });

  it('still fail as the statement would, and the connection goes on', async () => {
    const dividing = (n: number) => sql<{ q: number }>`select 10 / ${n}::int as q ${PREPARED}`.execute(db);
    await expect(dividing(0)).rejects.toThrow(/division by zero/);
    expect((await dividing(5)).rows).toEqual([{ q: 2 }]);
    await expect(db.transaction().execute(async (trx) => {
      await sql`select 10 / ${2}::int as q ${PREPARED}`.execute(trx);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect((await dividing(2)).rows).toEqual([{ q: 5 }]);
  });
});
