import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_POSTGRES_URL } from '../test/database';
import { openPglite } from './pglite/open.mjs';
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

describe('prepared statements on PGlite', () => {
  const lite = openPglite('memory://');
  beforeAll(() => lite.exec('create table kept (id int primary key, note text, at timestamptz)'));
  afterAll(() => lite.close());

  const insert = 'insert into kept (id, note, at) values ($1, $2, $3) returning id, note, at';

  it('answer what the same query answers: rows, types and the rows changed', async () => {
    const at = new Date('2026-11-29T10:00:00Z');
    const prepared = await lite.queryPrepared<{ id: number; note: string | null; at: Date }>('vf_test_insert', insert, [1, 'one', at]);
    const plain = await lite.query<{ id: number; note: string | null; at: Date }>(insert, [2, 'one', at]);
    expect(prepared.rows).toEqual([{ id: 1, note: 'one', at }]);
    expect(prepared.fields).toEqual(plain.fields);
    expect(prepared.affectedRows).toBe(plain.affectedRows);
    expect((await lite.queryPrepared('vf_test_insert', insert, [3, null, at])).rows).toEqual([{ id: 3, note: null, at }]);
  });

  it('fail as the query would, and run again after a failure and after a rolled-back transaction that first parsed them', async () => {
    const error = await lite.queryPrepared('vf_test_insert', insert, [1, 'again', null]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505' });
    await expect(lite.queryPrepared('vf_test_bad_value', 'select $1::int as n', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect((await lite.queryPrepared('vf_test_bad_value', 'select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);

    const counted = 'select count(*)::int as n from kept where id > $1';
    await lite.exec('begin');
    expect((await lite.queryPrepared('vf_test_in_rollback', counted, [0])).rows).toEqual([{ n: 3 }]);
    await lite.exec('rollback');
    expect((await lite.queryPrepared('vf_test_in_rollback', counted, [1])).rows).toEqual([{ n: 2 }]);
  });

  it('wait for a PGlite that is still starting, as its query does', async () => {
    const starting = openPglite('memory://');
    try {
      expect((await starting.queryPrepared('vf_test_starting', 'select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    } finally {
      await starting.close();
    }
  });

  it('leave a transaction as they found it: a write inside one is rolled back with it', async () => {
    await lite.exec('begin');
    await lite.queryPrepared('vf_test_insert', insert, [10, 'rolled back', null]);
    await lite.exec('rollback');
    expect((await lite.query('select id from kept where id = 10')).rows).toEqual([]);
  });
});
