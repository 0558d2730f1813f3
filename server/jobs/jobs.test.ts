import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestPglite, openTestPostgres } from '../test/database';
import { jobIdFor, startJobQueue, type JobQueue } from '.';

for (const driver of ['pglite', 'postgres'] as const) {
  describe(`the job queue [${driver}]`, () => {
    let database: DatabaseHandle;
    let jobs: JobQueue;
    beforeAll(async () => {
      database = driver === 'pglite' ? await openTestPglite() : await openTestPostgres(`t_jobs_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
      jobs = await startJobQueue(database);
    });
    afterAll(async () => {
      await jobs?.stop();
      await database?.close();
    });

    it('runs texts of several statements and answers the last result with rows', async () => {
      expect((await database.executeSql('select 1 as one; select 2 as two')).rows).toEqual([{ two: 2 }]);
      expect((await database.executeSql('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    });

    it('runs pg-boss maintenance (its locked texts of several statements)', async () => {
      await jobs.boss.maintain();
      // countStates is a statement without values (PGlite: exec); pg-boss's types leave it out.
      const boss = jobs.boss as unknown as { countStates(): Promise<{ all: number }> };
      expect(await boss.countStates()).toMatchObject({ all: expect.any(Number) });
    });

    it('never runs a statement inside a transaction another caller holds open', async () => {
      await sql`create table if not exists jobs_probe (x int)`.execute(database.db);
      let counted: Promise<unknown> | undefined;
      await database.db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into jobs_probe values (1)`.execute(trx);
          counted = database.executeSql('select count(*)::int as n from jobs_probe');
          await new Promise((r) => setTimeout(r, 50));
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(((await counted) as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
    });

    it('delivers a job once per id, after its start time', async () => {
      const seen: { id: string; at: number; data: unknown }[] = [];
      const workerId = await jobs.work<{ n: number }>('probe', { pollingIntervalSeconds: 0.5 }, async (job) => {
        seen.push({ id: job.id, at: Date.now(), data: job.data });
      });
      const id = jobIdFor('probe:1');
      const sentAt = Date.now();
      expect(await jobs.send('probe', { n: 1 }, { id, startAfter: new Date(sentAt + 1000) })).toBe(id);
      expect(await jobs.send('probe', { n: 1 }, { id })).toBeNull();
      jobs.wake(workerId);
      for (let i = 0; i < 100 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(seen).toEqual([{ id, at: expect.any(Number), data: { n: 1 } }]);
      expect(seen[0]!.at - sentAt).toBeGreaterThanOrEqual(900);
    });
  });
}
