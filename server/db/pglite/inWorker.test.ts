import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { isUniqueViolation } from '../errors';
import { openPgliteInWorker } from './inWorker';

describe('PGlite on the database worker (ADR 0043)', { timeout: 120_000 }, () => {
  const lite = openPgliteInWorker('memory://');
  afterAll(() => lite.close());

  it('answers rows with PostgreSQL types as this thread would (numbers for bigint and numeric, dates)', async () => {
    await lite.waitReady;
    const { rows } = await lite.query<{ n: number; d: number; t: Date }>('select 12345678901::bigint as n, 1.5::numeric as d, now() as t');
    expect(rows[0]).toMatchObject({ n: 12345678901, d: 1.5 });
    expect(rows[0]!.t).toBeInstanceOf(Date);
  });

  it('keeps the PostgreSQL error fields the server reads (a unique violation stays one)', async () => {
    await lite.exec('create table u (id int primary key); insert into u values (1)');
    const error = await lite.query('insert into u values (1)').catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(error).toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') });
  });

  it('runs a prepared statement as its query would, and keeps the error fields there too (ADR 0055)', async () => {
    const text = 'insert into u values ($1::int) returning id * 2 as doubled';
    expect((await lite.queryPrepared<{ doubled: number }>('vf_worker_insert', text, [2])).rows).toEqual([{ doubled: 4 }]);
    expect((await lite.queryPrepared<{ doubled: number }>('vf_worker_insert', text, [3])).rows).toEqual([{ doubled: 6 }]);
    const error = await lite.queryPrepared('vf_worker_insert', text, [3]).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('runs several statements in one exec and answers each result', async () => {
    const results = await lite.exec('select 1 as a; select 2 as b');
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it('answers a ping without SQL, and refuses calls once closed', async () => {
    const other = openPgliteInWorker('memory://');
    expect(await other.ping!()).toBe(true);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow();
  });

  it('serves a migrated database to Kysely, transactions included', async () => {
    const database = await openDatabase({ dataDir: 'memory://', pgliteThread: 'worker' });
    try {
      const rolledBack = database.db.transaction().execute(async (trx) => {
        await trx.insertInto('organizations').values({ id: 'org_w', display_name: 'W', industry: 'fintech', geography: 'in', region: 'in', feature_flags: '{}' }).execute();
        throw new Error('roll back');
      });
      await expect(rolledBack).rejects.toThrow('roll back');
      expect(await database.db.selectFrom('organizations').select('id').where('id', '=', 'org_w').execute()).toEqual([]);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });
});
