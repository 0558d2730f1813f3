import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags, resolveFeatureFlags, type FeatureArea, type FeatureFlags } from '~/lib/session/featureFlags';
import { ROLE_PERMISSIONS, createPermissionSet, type PermissionSet } from '~/lib/session/permissions';
import { href } from './href';
import { matchRoute, routeAccess } from './routeAccess';
import { routeTable } from './routeTable';

const everyone = createPermissionSet([], { superAdmin: true });
const nobody = createPermissionSet([]);
const allFlags = defaultFeatureFlags('in');

const flagsWithout = (area: FeatureArea): FeatureFlags => {
  const flags = defaultFeatureFlags('in');
  flags[area] = { read: false, write: true, delete: true };
  return flags;
};

const access = (path: string, permissions: PermissionSet = everyone, flags: FeatureFlags = allFlags) =>
  routeAccess(path, { permissions, flags });

describe('matchRoute', () => {
  it('matches literal paths exactly, ranked as the router ranks them', () => {
    expect(matchRoute('/home')).toBe('home');
    expect(matchRoute('/home/')).toBe('home');
    expect(matchRoute('/home/x')).toBeUndefined();
    expect(matchRoute('/hom')).toBeUndefined();
    expect(matchRoute('/Home')).toBeUndefined();
    expect(matchRoute('/reports/device')).toBe('deviceReports');
    expect(matchRoute('/workflows/templates/t1/edit')).toBe('templateEdit');
    expect(matchRoute('/workflows/w1/edit')).toBe('workflowEdit');
  });

  it('matches one segment for a parameter', () => {
    expect(matchRoute('/entities/e-1')).toBe('entityDetail');
    expect(matchRoute('/entities/e-1/more')).toBeUndefined();
  });

  it('matches anything beneath a splat', () => {
    expect(matchRoute('/workflows/abc/def/ghi')).toBe('workflowsOther');
    expect(matchRoute('/workflowsx')).toBeUndefined();
  });

  it('finds what the router finds over the whole table, for every route and its neighbours', () => {
    const whole = Object.entries(routeTable).map(([id, entry]) => ({ id, path: entry.path, caseSensitive: true }));
    const filled = Object.values(routeTable).map((entry) => entry.path.replace(/:\w+/g, 'p1').replace('*', 'a/b'));
    const addresses = [...filled, ...filled.flatMap((path) => [`${path}/`, `${path}/extra`, path.toUpperCase(), `${path}x`, path.replace(/^\/\w/, (c) => `/%${c.charCodeAt(1).toString(16)}`)]), '/', '', '/nowhere/at/all', '//home', 'home', '/home//x'];
    for (const address of addresses) expect(matchRoute(address), address).toBe(matchRoutes(whole, address || '/')?.at(-1)?.route.id);
  });

  it('ignores the query and the hash', () => {
    expect(matchRoute('/documentation?category=kyc#top')).toBe('documentation');
    expect(matchRoute('?x=1')).toBe('root');
  });
});

describe('href', () => {
  it('fills and encodes the parameters of a route', () => {
    expect(href('workflowEdit', { workflowId: 'wf a/b' })).toBe('/workflows/wf%20a%2Fb/edit');
    expect(href('reportTransaction', { transactionId: 'txn_1' })).toBe('/reports/txn_1');
    expect(href('home')).toBe('/home');
  });
});

describe('routeAccess', () => {
  describe('always-available routes', () => {
    const alwaysPaths = [
      '/',
      '/home',
      '/dashboard',
      '/settings',
      '/faqs',
      '/gen-ai-chatbot',
      '/reports/device',
      '/logs/api-logs',
      '/logs/sessions',
      '/settings/billing',
      '/docs/try-out/identity/pan-verification',
      '/docs/try-out/identity/pan-verification/',
      '/login',
      '/verified',
    ];
    const allOff = resolveFeatureFlags(
      Object.fromEntries(
        ['workflows', 'entities', 'lists', 'bulkVerification', 'customCapabilities', 'insights', 'demo', 'docs', 'transactions'].map(
          (a) => [a, { read: false, write: false, delete: false }],
        ),
      ),
      'us',
    );

    it.each(alwaysPaths)('allows %s with no permission and every flag off', (path) => {
      expect(access(path, nobody, allOff)).toBe('allowed');
    });

    it('redirects / to /home', () => {
      expect(routeTable[matchRoute('/') ?? 'home'].guard).toEqual({ kind: 'redirect', to: '/home' });
    });
  });

  describe('exact-match routes', () => {
    it.each([
      '/home/extra',
      '/dashboard/x',
      '/logs/api-logs/x',
      '/logs',
      '/admin',
      '/admin/users/x',
      '/admin/api-keys/x',
      '/settings/billing/x',
      '/faqs/1',
      '/insights/x',
      '/demos/x',
      '/documentation/x',
      '/bulk-query/x',
      '/blocklists/x',
      '/entities/e-1/x',
      '/webhooks/wh_1/x',
      '/docs/try-out/identity',
      '/docs',
    ])('%s is not found', (path) => {
      expect(access(path)).toBe('not-found');
    });
  });

  it.each(['/nope', '/Home', '/workflow', '/report'])('any other path (%s) is not found', (path) => {
    expect(access(path)).toBe('not-found');
  });

  describe('/quicklinks', () => {
    it('needs read:workflows, as its list does on the server, whatever the flags say', () => {
      expect(access('/quicklinks', createPermissionSet(['read:workflows']))).toBe('allowed');
      expect(access('/quicklinks', nobody)).toBe('no-access');
      expect(access('/quicklinks', createPermissionSet(['read:workflows']), flagsWithout('workflows'))).toBe('allowed');
    });
  });

  describe('/workflows', () => {
    const paths = ['/workflows', '/workflows/my-workflows', '/workflows/templates', '/workflows/create', '/workflows/w1/edit'];
    it.each(paths.filter((path) => path !== '/workflows/create'))('%s is allowed with the workflows flag and permission', (path) => {
      expect(access(path, createPermissionSet(['read:workflows']))).toBe('allowed');
    });
    it('/workflows/create needs the create permission: a reader meets the no-access screen', () => {
      expect(access('/workflows/create', createPermissionSet(['read:workflows']))).toBe('no-access');
      expect(access('/workflows/create', createPermissionSet(['create:workflows']))).toBe('allowed');
    });
    it.each(paths)('%s is not found without the workflows read flag', (path) => {
      expect(access(path, everyone, flagsWithout('workflows'))).toBe('not-found');
    });
    it.each(paths)('%s is not theirs without any workflows permission', (path) => {
      expect(access(path, createPermissionSet(['*:capabilities', '*:templates']))).toBe('no-access');
    });
    it('ignores the write and delete flags', () => {
      const flags = defaultFeatureFlags('in');
      flags.workflows = { read: true, write: false, delete: false };
      expect(access('/workflows', everyone, flags)).toBe('allowed');
    });
  });

  describe('/capabilities', () => {
    const paths = ['/capabilities', '/capabilities/create', '/capabilities/c1/edit'];
    it.each(paths)('%s is allowed with the permission and the customCapabilities read flag', (path) => {
      expect(access(path, createPermissionSet(['create:capabilities']))).toBe('allowed');
    });
    it.each(paths)('%s is not found without the customCapabilities read flag', (path) => {
      expect(access(path, everyone, flagsWithout('customCapabilities'))).toBe('not-found');
    });
    it.each(paths)('%s is not theirs without any capabilities permission', (path) => {
      expect(access(path, createPermissionSet(['*:workflows']))).toBe('no-access');
    });
    it('/capabilities/create needs the create permission', () => {
      expect(access('/capabilities/create', createPermissionSet(['read:capabilities']))).toBe('no-access');
    });
  });

  describe('/entities', () => {
    it.each(['/entities', '/entities/ent_1'])('%s follows the entities read flag only', (path) => {
      expect(access(path, nobody)).toBe('allowed');
      expect(access(path, everyone, flagsWithout('entities'))).toBe('not-found');
    });
  });

  describe.each([
    ['/insights', 'insights'],
    ['/demos', 'demo'],
  ] as const)('%s', (path, area) => {
    it(`follows the ${area} read flag only`, () => {
      expect(access(path, nobody)).toBe('allowed');
      expect(access(path, everyone, flagsWithout(area))).toBe('not-found');
    });
  });

  describe('/blocklists', () => {
    const reader = createPermissionSet(['read:evaluation']);
    it('needs the lists read flag, which is always on once resolved, and read on evaluation (the server\'s need)', () => {
      expect(access('/blocklists', reader)).toBe('allowed');
      expect(access('/blocklists', nobody)).toBe('no-access');
      expect(access('/blocklists', everyone, flagsWithout('lists'))).toBe('not-found');
      expect(access('/blocklists', reader, resolveFeatureFlags({ lists: { read: false } }, 'in'))).toBe('allowed');
    });
  });

  describe('/bulk-query', () => {
    it('needs the bulk-query permission and the bulkVerification read flag', () => {
      expect(access('/bulk-query', createPermissionSet(['read:bulk-query']))).toBe('allowed');
      expect(access('/bulk-query', everyone, flagsWithout('bulkVerification'))).toBe('not-found');
      expect(access('/bulk-query', createPermissionSet(['*:transactions']))).toBe('no-access');
    });
    it('is not found in region us by default', () => {
      expect(access('/bulk-query', everyone, resolveFeatureFlags(undefined, 'us'))).toBe('not-found');
      expect(access('/bulk-query', everyone, resolveFeatureFlags(undefined, 'in'))).toBe('allowed');
    });
  });

  describe('/documentation', () => {
    it('needs the v2-services permission and the docs read flag', () => {
      expect(access('/documentation', createPermissionSet(['read:v2-services']))).toBe('allowed');
      expect(access('/documentation?category=kyc', createPermissionSet(['read:v2-services']))).toBe('allowed');
      expect(access('/documentation', everyone, flagsWithout('docs'))).toBe('not-found');
      expect(access('/documentation', createPermissionSet(['*:workflows']))).toBe('no-access');
    });
  });

  describe('/reports', () => {
    const paths = ['/reports', '/reports/txn_1', '/reports/workflows/txn_1', '/reports/templates/txn_1'];
    it.each(['transactions', 'api-usage-logs', 'device-insights', 'device-logs'])('is allowed with read:%s', (resource) => {
      for (const path of paths) expect(access(path, createPermissionSet([`read:${resource}`]))).toBe('allowed');
    });
    it.each(paths)('%s is not theirs without any transactions-area permission', (path) => {
      expect(access(path, createPermissionSet(['*:workflows', '*:device-settings']))).toBe('no-access');
    });
    it('is not found when the transactions read flag is off before resolution', () => {
      expect(access('/reports', everyone, flagsWithout('transactions'))).toBe('not-found');
    });
    it('is allowed with resolved flags even if the API turns transactions read off', () => {
      expect(access('/reports', everyone, resolveFeatureFlags({ transactions: { read: false } }, 'in'))).toBe('allowed');
    });
    it('leaves /reports/device available to everyone', () => {
      expect(access('/reports/device', nobody, flagsWithout('transactions'))).toBe('allowed');
    });
  });

  describe('/admin/users', () => {
    it('needs read on member', () => {
      expect(access('/admin/users', createPermissionSet(['read:member']))).toBe('allowed');
      expect(access('/admin/users', createPermissionSet(['*:member']))).toBe('allowed');
      expect(access('/admin/users', createPermissionSet(['update:member', 'read_role:member']))).toBe('no-access');
      expect(access('/admin/users', nobody)).toBe('no-access');
    });
  });

  describe('/admin/api-keys', () => {
    it.each(['read', 'create', 'update', 'delete', 'assign_role', 'read_role', 'revoke_role'])(
      'is allowed with %s on credential',
      (action) => {
        expect(access('/admin/api-keys', createPermissionSet([`${action}:credential`]))).toBe('allowed');
      },
    );
    it('is not theirs without any permission on credential', () => {
      expect(access('/admin/api-keys', createPermissionSet(['*:webhooks']))).toBe('no-access');
    });
  });

  describe('by role with default flags', () => {
    const guarded = [
      '/workflows',
      '/capabilities',
      '/bulk-query',
      '/documentation',
      '/reports',
      '/admin/users',
      '/admin/api-keys',
      '/workflows/create',
      '/capabilities/create',
      '/webhooks',
      '/logs/audits',
      '/blocklists',
    ];
    const allowedFor = (role: keyof typeof ROLE_PERMISSIONS) =>
      guarded.filter((path) => access(path, createPermissionSet([...ROLE_PERMISSIONS[role]])) === 'allowed');

    it('owner, admin and member reach every guarded route', () => {
      expect(allowedFor('owner')).toEqual(guarded);
      expect(allowedFor('admin')).toEqual(guarded);
      expect(allowedFor('member')).toEqual(guarded);
    });
    it('sales reaches workflows, capabilities, documentation and reports', () => {
      expect(allowedFor('sales')).toEqual(['/workflows', '/capabilities', '/documentation', '/reports']);
    });
    it('unassigned reaches none', () => {
      expect(allowedFor('unassigned')).toEqual([]);
    });
  });

  it('has no two routes with the same path', () => {
    const patterns = Object.values(routeTable).map((route) => route.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
