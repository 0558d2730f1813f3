import { expect, it } from 'vitest';
import type { components } from '~/contract';
import { describeEachDatabase, type TestServer } from '../test/harness';
import { sampleFlow, twoServiceFlow } from '../workflows/testFlows';

type Flow = components['schemas']['WorkflowObject'];

/** A small deterministic generator (mulberry32), so a failure names a case that reproduces. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Json = unknown;
const REPLACEMENTS: Json[] = [null, '', 'x', 'column_0', 'start_ghdvng', 'source.ghost.status', 'input.other.pan', '..', -1, 0, 31, 1.5, true, [], [null], {}, { eq: [] }, { and: [{ or: [] }] }, 'x'.repeat(5000)];

/** Every container (object or array) in the value, with the keys it holds. */
function containers(value: Json, into: (Record<string, Json> | Json[])[] = []): (Record<string, Json> | Json[])[] {
  if (Array.isArray(value)) {
    into.push(value);
    value.forEach((item) => containers(item, into));
  } else if (value && typeof value === 'object') {
    into.push(value as Record<string, Json>);
    Object.values(value).forEach((item) => containers(item, into));
  }
  return into;
}

/** The flow with one to three random edits: a field removed, a value replaced, an item duplicated or moved. */
function mutate(flow: Flow, next: () => number): Json {
  const copy = structuredClone(flow) as Json;
  const edits = 1 + Math.floor(next() * 3);
  for (let e = 0; e < edits; e++) {
    const all = containers(copy);
    const target = all[Math.floor(next() * all.length)];
    if (!target) continue;
    const keys = Array.isArray(target) ? target.map((_, i) => i) : Object.keys(target);
    if (keys.length === 0) continue;
    const key = keys[Math.floor(next() * keys.length)] as string & number;
    const choice = next();
    if (choice < 0.3) {
      if (Array.isArray(target)) target.splice(key, 1);
      else delete target[key];
    } else if (choice < 0.8) {
      const replacement = structuredClone(REPLACEMENTS[Math.floor(next() * REPLACEMENTS.length)]);
      if (Array.isArray(target)) target[key] = replacement;
      else target[key] = replacement;
    } else if (Array.isArray(target)) {
      const item = structuredClone(target[key]);
      if (next() < 0.5) target.push(item);
      else target.unshift(target.pop());
    } else {
      target[`${String(key)}_extra`] = structuredClone(target[key]);
    }
  }
  return copy;
}

async function workflowCount(server: TestServer, orgId: string) {
  const row = await server.db.selectFrom('workflows').select((eb) => eb.fn.countAll<number>().as('n')).where('organization_id', '=', orgId).executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDatabase('workflows: imported flows', (server) => {
  it('answers every damaged flow object with 201 or a 4xx error body, never 500, and stores only what it accepted', async () => {
    const owner = await server().signIn();
    const next = random(20261125);
    let created = 0;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 120; i++) {
      const flow = mutate(i % 2 ? sampleFlow() : twoServiceFlow(), next);
      const res = await owner.post('/workflows', { name: `Imported ${i}`, workflowObject: flow, releaseType: 'v2', useCase: 'onboarding' });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect([201, 400, 422], `case ${i}: ${JSON.stringify(res.body).slice(0, 300)}`).toContain(res.status);
      if (res.status === 201) {
        created += 1;
        expect((await owner.get(`/workflows/${res.body.workflowId}`)).body.workflowObject).toEqual(flow);
      } else {
        expect(res.body).toMatchObject({ type: expect.any(String), message: expect.any(String), description: expect.any(String) });
      }
    }
    // The edits are mostly harmful: most answers are refusals, and the refused flows left nothing behind.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(60);
    expect(await workflowCount(server(), owner.orgId)).toBe(created);
  });
});
