import { expect, it } from 'vitest';
import type { components } from '~/contract';
import { describeEachDatabase, type Caller } from '../test/harness';
import { sampleFlow, twoServiceFlow } from '../workflows/testFlows';

type Flow = components['schemas']['WorkflowObject'];
type VersionSummary = components['schemas']['WorkflowVersionSummary'];

const body = (name: string, flow: Flow = sampleFlow()) => ({ name, workflowObject: flow, releaseType: 'v2', useCase: 'onboarding' });

async function create(caller: Caller, name: string, flow?: Flow): Promise<string> {
  const res = await caller.post('/workflows', body(name, flow));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workflowId as string;
}

/** The sample flow with the start step renamed: a third, distinct flow. */
function renamedInputFlow(): Flow {
  const flow = sampleFlow();
  const start = flow.columns[0]?.nodes[0];
  if (start) start.displayName = 'Applicant input';
  return flow;
}

async function versions(caller: Caller, id: string): Promise<VersionSummary[]> {
  const res = await caller.get(`/workflows/${id}/versions`);
  expect(res.status).toBe(200);
  return res.body.data.versions as VersionSummary[];
}

describeEachDatabase('workflow versions', (server) => {
  it('records who stored each version (id, name, e-mail) and when, for publish and every flow update', async () => {
    const owner = await server().signIn({ role: 'owner' });
    const member = await server().signIn({ role: 'member', orgId: owner.orgId });
    const id = await create(owner, 'Who and when');
    const before = Date.now();
    expect((await member.patch(`/workflows/${id}`, { workflowObject: twoServiceFlow() })).status).toBe(200);
    const list = await versions(member, id);
    expect(list.map((v) => [v.version, v.createdBy])).toEqual([
      [2, { id: member.userId, name: 'Test member', email: member.email }],
      [1, { id: owner.userId, name: 'Test owner', email: owner.email }],
    ]);
    expect(Date.parse(list[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(list[1]?.createdAt ?? '')).toBeLessThanOrEqual(Date.parse(list[0]?.createdAt ?? ''));
    expect((await owner.get(`/workflows/${id}/versions/1`)).body.createdBy).toEqual({ id: owner.userId, name: 'Test owner', email: owner.email });
  });

  it('restores a version as a new newest version with its flow, keeps the name, and audits it', async () => {
    const member = await server().signIn({ role: 'member' });
    const id = await create(member, 'Restorable');
    await member.patch(`/workflows/${id}`, { workflowObject: twoServiceFlow() });
    await member.patch(`/workflows/${id}`, { workflowObject: renamedInputFlow(), name: 'Restorable (renamed)' });

    const restored = await member.post(`/workflows/${id}/versions/1/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ workflowId: id, version: 4, name: 'Restorable (renamed)' });
    expect(restored.body.workflowObject).toEqual(sampleFlow());
    expect((await member.get(`/workflows/${id}`)).body.workflowObject).toEqual(sampleFlow());

    const list = await versions(member, id);
    expect(list.map((v) => v.version)).toEqual([4, 3, 2, 1]);
    expect(list[0]).toMatchObject({ name: 'Restorable (renamed)', createdBy: { id: member.userId, email: member.email } });
    // Earlier versions never change.
    expect((await member.get(`/workflows/${id}/versions/3`)).body.workflowObject).toEqual(renamedInputFlow());
    expect((await member.get(`/workflows/${id}/versions/4`)).body.workflowObject).toEqual(sampleFlow());

    const audit = await server()
      .db.selectFrom('audit_events')
      .select(['actor_user_id', 'target_id', 'detail'])
      .where('organization_id', '=', member.orgId)
      .where('action', '=', 'workflow.version_restored')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: member.userId, target_id: id, detail: { restoredVersion: 1, version: 4 } });
  });

  it('records a restore even when the chosen version equals the current one, and restores the async flag', async () => {
    const owner = await server().signIn();
    const id = await create(owner, 'Async restore');
    expect((await owner.patch(`/workflows/${id}`, { isAsyncExecution: true })).body).toMatchObject({ version: 2, isAsyncExecution: true });
    const again = await owner.post(`/workflows/${id}/versions/2/restore`);
    expect(again.body).toMatchObject({ version: 3, isAsyncExecution: true });
    const back = await owner.post(`/workflows/${id}/versions/1/restore`);
    expect(back.body).toMatchObject({ version: 4, isAsyncExecution: false });
    expect((await versions(owner, id)).map((v) => [v.version, v.isAsyncExecution])).toEqual([
      [4, false],
      [3, true],
      [2, true],
      [1, false],
    ]);
  });

  it('answers 404 for a missing version, a missing or deleted workflow, and another organisation’s workflow', async () => {
    const owner = await server().signIn();
    const id = await create(owner, 'Restore errors');
    const missingVersion = await owner.post(`/workflows/${id}/versions/7/restore`);
    expect(missingVersion.status).toBe(404);
    expect(missingVersion.body).toMatchObject({ type: 'not_found', message: 'Workflow version not found' });
    expect((await owner.post('/workflows/wf_nothing_here/versions/1/restore')).status).toBe(404);

    const stranger = await server().signIn();
    const foreign = await stranger.post(`/workflows/${id}/versions/1/restore`);
    expect(foreign.status).toBe(404);
    expect((await versions(owner, id)).map((v) => v.version)).toEqual([1]);

    expect((await owner.delete(`/workflows/${id}`)).status).toBe(204);
    const deleted = await owner.post(`/workflows/${id}/versions/1/restore`);
    expect(deleted.status).toBe(404);
    expect(deleted.body).toMatchObject({ message: 'Workflow not found' });
  });

  it('answers 400 naming the problem when the stored flow breaks today\'s flow rules, and stores nothing', async () => {
    const owner = await server().signIn();
    const id = await create(owner, 'Older rules');
    await owner.patch(`/workflows/${id}`, { workflowObject: twoServiceFlow() });
    // A version stored under older rules: its end state points at a step that is not there.
    const broken = sampleFlow();
    const accept = broken.columns[2]?.nodes[1];
    if (accept) accept.dependencies = ['missing-step__x1'];
    await server().db.updateTable('workflow_versions').set({ workflow_object: JSON.stringify(broken) as never }).where('workflow_id', '=', id).where('version', '=', 1).execute();
    const refused = await owner.post(`/workflows/${id}/versions/1/restore`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ type: 'bad_request', message: expect.any(String), description: expect.any(String) });
    expect(JSON.stringify(refused.body)).toContain('missing-step__x1');
    expect((await versions(owner, id)).map((v) => v.version)).toEqual([2, 1]);
  });

  it('answers 400 for a version number that is not a positive integer, and refuses roles without update', async () => {
    const owner = await server().signIn();
    const sales = await server().signIn({ role: 'sales', orgId: owner.orgId });
    const id = await create(owner, 'Restore checks');
    const bad = await owner.post(`/workflows/${id}/versions/zero/restore`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ type: expect.any(String), message: expect.any(String), description: expect.any(String) });
    expect((await owner.post(`/workflows/${id}/versions/0/restore`)).status).toBe(400);
    const refused = await sales.post(`/workflows/${id}/versions/1/restore`);
    expect(refused.status).toBe(403);
    expect((await versions(owner, id)).map((v) => v.version)).toEqual([1]);
  });
});
