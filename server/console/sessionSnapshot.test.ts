import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { sampleFlow } from '../workflows/testFlows';
import { firstPageRequests, jsonForHtml, sessionSnapshot, withSessionSnapshot } from './sessionSnapshot';

describeEachDatabase('the session snapshot a signed-in first load carries (ADR 0052)', (server) => {
  it('holds what the console would ask for first: the organisations, then the first one’s auth details and settings', async () => {
    const caller = await server().signIn({ role: 'admin' });
    const snapshot = await sessionSnapshot(server().app, caller.headers.cookie!);
    const organizations = await caller.get('/v1/auth/user/organizations');
    const orgId = organizations.body.organizations[0].id;
    expect(orgId).toBe(caller.orgId);
    expect(snapshot).toEqual({
      apiBase: '/api/sandbox',
      orgId,
      organizations: organizations.body,
      authDetails: (await caller.get('/v1/auth/me')).body,
      settings: (await caller.get('/v1/auth/organization/settings')).body,
      answers: [{ path: '/v1/auth/credits/{orgId}', data: (await caller.get(`/v1/auth/credits/${orgId}`)).body }],
    });
  });

  it('carries the first answers of the page asked for (ADR 0054): the shell’s credits on every page, the checklist on /home, the first page of My Workflows', async () => {
    const caller = await server().signIn({ role: 'owner' });
    expect((await caller.post('/workflows', { name: 'Carried with the page', workflowObject: sampleFlow(), releaseType: 'v2', useCase: 'onboarding' })).status).toBe(201);
    const credits = { path: '/v1/auth/credits/{orgId}', data: (await caller.get(`/v1/auth/credits/${caller.orgId}`)).body };
    const checklist = { path: '/v1/auth/getting-started', data: (await caller.get('/v1/auth/getting-started')).body };
    const query = { limit: 48, offset: 0, sortBy: '["updatedAt","desc"]' };
    const workflows = (await caller.get(`/workflows?${new URLSearchParams({ ...query, limit: '48', offset: '0' })}`)).body;
    expect(workflows.data.workflows.map((w: { name: string }) => w.name)).toContain('Carried with the page');
    const answersAt = async (pathname: string) => (await sessionSnapshot(server().app, caller.headers.cookie!, pathname))?.answers;
    expect(await answersAt('/home')).toEqual([credits, checklist]);
    expect(await answersAt('/workflows')).toEqual([credits, { path: '/workflows', query, data: workflows }]);
    expect(await answersAt('/workflows/my-workflows')).toEqual([credits, { path: '/workflows', query, data: workflows }]);
    expect(await answersAt('/reports')).toEqual([credits]);
  });

  it('leaves out an answer the API refuses the visitor: no credits without read:metrics', async () => {
    const caller = await server().signIn({ role: 'unassigned' });
    expect((await caller.get(`/v1/auth/credits/${caller.orgId}`)).status).toBe(403);
    const snapshot = await sessionSnapshot(server().app, caller.headers.cookie!, '/home');
    expect(snapshot?.orgId).toBe(caller.orgId);
    expect(snapshot?.answers?.map((answer) => answer.path)).not.toContain('/v1/auth/credits/{orgId}');
  });

  it('is null for a cookie the server refuses, or no cookie', async () => {
    expect(await sessionSnapshot(server().app, 'veriflow_session=not-a-session')).toBeNull();
    expect(await sessionSnapshot(server().app, '')).toBeNull();
  });
});

describe('the page requests answered with the session (ADR 0054)', () => {
  const paths = (pathname: string) => firstPageRequests(pathname).map((request) => request.path);
  it('are the shell’s on every page, and those of the best-ranked page pattern that matches', () => {
    expect(paths('/home')).toEqual(['/v1/auth/credits/{orgId}', '/v1/auth/getting-started']);
    expect(paths('/home/')).toEqual(['/v1/auth/credits/{orgId}', '/v1/auth/getting-started']);
    expect(paths('/homework')).toEqual(['/v1/auth/credits/{orgId}']);
    expect(paths('/home/more')).toEqual(['/v1/auth/credits/{orgId}']);
    expect(paths('/workflows/my-workflows')).toEqual(['/v1/auth/credits/{orgId}', '/workflows']);
    expect(paths('/workflows/templates')).toEqual(['/v1/auth/credits/{orgId}']);
  });
});

describe('the snapshot in the page', () => {
  it('cannot close its script element or open markup in it', () => {
    const json = jsonForHtml({ name: '</script><script>alert(1)</script>', note: '<!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', note: '<!-- & \u2028' });
  });

  it('sits at the start of the body, as a JSON data block', () => {
    const html = withSessionSnapshot('<html><head></head><body><div id="root"></div></body></html>', {
      apiBase: '/api/sandbox',
      orgId: 'org_1',
      organizations: { organizations: [] } as never,
      authDetails: {} as never,
      settings: {} as never,
    });
    expect(html).toBe(
      '<html><head></head><body><script type="application/json" id="vf-session-start">{"apiBase":"/api/sandbox","orgId":"org_1","organizations":{"organizations":[]},"authDetails":{},"settings":{}}</script><div id="root"></div></body></html>',
    );
  });
});
