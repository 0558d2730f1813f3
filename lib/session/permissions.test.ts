import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  AREA_PERMISSION_NEEDS,
  RESOURCES,
  ROLE_PERMISSIONS,
  ROLES,
  canAddCredits,
  canRequestLiveMode,
  canSeeApiKeysMenu,
  canSeeApiKeysPage,
  canSeeTeamPage,
  canSeeWebhooksMenu,
  createPermissionSet,
  meetsAreaNeed,
  parsePermission,
  type Action,
  type NamedAction,
  type PermissionArea,
  type Resource,
} from './permissions';

// Written from document 1 section 6 and product-decisions.md, independently of the module under test.
const SPEC_ACTIONS = ['read', 'create', 'update', 'delete', 'assign_role', 'read_role', 'revoke_role'] as const;
const SPEC_RESOURCES = [
  'credential',
  'device-insights',
  'device-logs',
  'device-settings',
  'document',
  'entity',
  'evaluation',
  'input',
  'invitation',
  'member',
  'metrics',
  'organization',
  'resource',
  'supplier',
  'transactions',
  'user',
  'workflows',
  'role',
  'bulk-query',
  'webhooks',
  'capabilities',
  'v2-services',
  'templates',
  'api-usage-logs',
] as const;
const SPEC_ROLES = ['owner', 'admin', 'member', 'sales', 'unassigned'] as const;
type SpecRole = (typeof SPEC_ROLES)[number];

const MEMBER_CREATE_UPDATE = [
  'workflows',
  'capabilities',
  'transactions',
  'bulk-query',
  'document',
  'entity',
  'evaluation',
  'input',
  'templates',
];
const SALES_READ = ['workflows', 'templates', 'capabilities', 'transactions', 'metrics', 'v2-services'];

function roleAllows(role: SpecRole, action: string, resource: string): boolean {
  switch (role) {
    case 'owner':
      return true;
    case 'admin':
      return !(action === 'delete' && resource === 'organization');
    case 'member':
      if (action === 'read') return true;
      if (action === 'create' || action === 'update') return MEMBER_CREATE_UPDATE.includes(resource);
      return false;
    case 'sales':
      return action === 'read' && SALES_READ.includes(resource);
    case 'unassigned':
      return false;
  }
}

const setFor = (role: SpecRole) => createPermissionSet([...ROLE_PERMISSIONS[role]]);

describe('vocabulary', () => {
  it('has exactly the seven actions of section 6', () => {
    expect([...ACTIONS]).toEqual([...SPEC_ACTIONS]);
  });

  it('has exactly the resources of section 6 plus api-usage-logs', () => {
    expect([...RESOURCES].sort()).toEqual([...SPEC_RESOURCES].sort());
  });

  it('has exactly the five roles', () => {
    expect([...ROLES].sort()).toEqual([...SPEC_ROLES].sort());
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...SPEC_ROLES].sort());
  });
});

describe('parsePermission', () => {
  it('parses action:resource', () => {
    expect(parsePermission('read:member')).toEqual({ action: 'read', resource: 'member' });
    expect(parsePermission('assign_role:member')).toEqual({ action: 'assign_role', resource: 'member' });
    expect(parsePermission('read:api-usage-logs')).toEqual({ action: 'read', resource: 'api-usage-logs' });
  });

  it('parses the wildcard', () => {
    expect(parsePermission('*:workflows')).toEqual({ action: '*', resource: 'workflows' });
  });

  it.each([
    ['no colon', 'readmember'],
    ['empty', ''],
    ['only a colon', ':'],
    ['unknown action', 'write:member'],
    ['unknown resource', 'read:spaceships'],
    ['missing resource', 'read:'],
    ['missing action', ':member'],
    ['too many parts', 'read:member:extra'],
    ['wrong case', 'READ:member'],
    ['resource wildcard', 'read:*'],
  ])('rejects %s', (_label, value) => {
    expect(parsePermission(value)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['read:member']])('rejects the non-string %j', (value) => {
    expect(parsePermission(value)).toBeNull();
  });
});

describe('createPermissionSet', () => {
  it('grants exactly the listed action on the listed resource', () => {
    const set = createPermissionSet(['read:member', 'update:credential']);
    for (const action of SPEC_ACTIONS) {
      for (const resource of SPEC_RESOURCES) {
        const expected = (action === 'read' && resource === 'member') || (action === 'update' && resource === 'credential');
        expect(set.has(action, resource), `${action}:${resource}`).toBe(expected);
      }
    }
  });

  it('treats a wildcard as every action on that resource only', () => {
    const set = createPermissionSet(['*:webhooks']);
    for (const action of SPEC_ACTIONS) {
      expect(set.has(action, 'webhooks')).toBe(true);
      expect(set.has(action, 'workflows')).toBe(false);
    }
    expect(set.for('webhooks')).toEqual({
      canView: true,
      canCreate: true,
      canUpdate: true,
      canDelete: true,
      canSubmit: true,
      canManageRoles: true,
    });
  });

  it('gives a super admin every permission, with or without grants', () => {
    for (const grants of [[], ['read:member'], null, undefined]) {
      const set = createPermissionSet(grants, { superAdmin: true });
      expect(set.superAdmin).toBe(true);
      for (const resource of SPEC_RESOURCES) {
        expect(set.hasAny(resource)).toBe(true);
        for (const action of SPEC_ACTIONS) expect(set.has(action, resource)).toBe(true);
      }
    }
  });

  it('is not a super admin by default', () => {
    expect(createPermissionSet([]).superAdmin).toBe(false);
    expect(createPermissionSet([], { superAdmin: false }).has('read', 'member')).toBe(false);
  });

  it('ignores malformed and unknown strings without throwing', () => {
    const grants: unknown[] = ['read', 'read:member', 'write:member', 'read:ghosts', '', ':', 7, null, { read: 'member' }, 'delete:member:x'];
    const set = createPermissionSet(grants);
    expect(set.has('read', 'member')).toBe(true);
    expect(set.has('delete', 'member')).toBe(false);
    expect(set.for('member')).toEqual({
      canView: true,
      canCreate: false,
      canUpdate: false,
      canDelete: false,
      canSubmit: false,
      canManageRoles: false,
    });
  });

  it('treats null and undefined grants as none', () => {
    for (const grants of [null, undefined]) {
      const set = createPermissionSet(grants);
      for (const resource of SPEC_RESOURCES) expect(set.hasAny(resource)).toBe(false);
    }
  });

  it('accepts surrounding whitespace and duplicates', () => {
    const set = createPermissionSet([' read:member ', 'read:member']);
    expect(set.has('read', 'member')).toBe(true);
  });

  describe('hasAny', () => {
    it.each(SPEC_ACTIONS)('is true with only %s on the resource', (action) => {
      const set = createPermissionSet([`${action}:credential`]);
      expect(set.hasAny('credential')).toBe(true);
      expect(set.hasAny('webhooks')).toBe(false);
    });

    it('is true with the wildcard and false with nothing', () => {
      expect(createPermissionSet(['*:credential']).hasAny('credential')).toBe(true);
      expect(createPermissionSet([]).hasAny('credential')).toBe(false);
    });
  });

  describe('derived flags', () => {
    const flagsWith = (...actions: Action[]) => createPermissionSet(actions.map((a) => `${a}:document`)).for('document');

    it('are all false with nothing', () => {
      expect(flagsWith()).toEqual({
        canView: false,
        canCreate: false,
        canUpdate: false,
        canDelete: false,
        canSubmit: false,
        canManageRoles: false,
      });
    });

    it('canView follows read', () => {
      expect(flagsWith('read').canView).toBe(true);
      expect(flagsWith('read_role').canView).toBe(false);
    });

    it('canCreate, canUpdate and canDelete follow their actions', () => {
      expect(flagsWith('create')).toMatchObject({ canCreate: true, canUpdate: false, canDelete: false });
      expect(flagsWith('update')).toMatchObject({ canCreate: false, canUpdate: true, canDelete: false });
      expect(flagsWith('delete')).toMatchObject({ canCreate: false, canUpdate: false, canDelete: true });
    });

    it('canSubmit is create or update', () => {
      expect(flagsWith('create').canSubmit).toBe(true);
      expect(flagsWith('update').canSubmit).toBe(true);
      expect(flagsWith('create', 'update').canSubmit).toBe(true);
      expect(flagsWith('read', 'delete').canSubmit).toBe(false);
    });

    it('canManageRoles is assign_role or revoke_role, not read_role', () => {
      expect(flagsWith('assign_role').canManageRoles).toBe(true);
      expect(flagsWith('revoke_role').canManageRoles).toBe(true);
      expect(flagsWith('read_role').canManageRoles).toBe(false);
    });
  });

  describe('named actions', () => {
    const cases: [NamedAction, Action[], boolean][] = [
      ['view', ['read'], true],
      ['view', ['update'], false],
      ['create', ['create'], true],
      ['create', ['update'], false],
      ['edit', ['update'], true],
      ['edit', ['create'], false],
      ['delete', ['delete'], true],
      ['delete', ['update'], false],
      ['submit', ['create'], true],
      ['submit', ['update'], true],
      ['submit', ['read', 'delete'], false],
    ];
    it.each(cases)('%s with %j is %s', (named, actions, expected) => {
      const set = createPermissionSet(actions.map((a) => `${a}:entity`));
      expect(set.can(named, 'entity')).toBe(expected);
      expect(set.can(named, 'evaluation')).toBe(false);
    });

    it('a super admin can every named action', () => {
      const set = createPermissionSet([], { superAdmin: true });
      for (const named of ['view', 'create', 'edit', 'delete', 'submit'] as const) expect(set.can(named, 'role')).toBe(true);
    });
  });

  it('answers the team permission values of section 6', () => {
    const team = [
      'create:credential',
      'create:invitation',
      'create:member',
      'delete:credential',
      'delete:member',
      'delete:invitation',
      'delete:user',
      'read:credential',
      'read:invitation',
      'read:member',
      'read_role:member',
      'update:credential',
      'update:member',
      'assign_role:member',
    ];
    const set = createPermissionSet(team);
    for (const value of team) {
      const [action, resource] = value.split(':') as [Action, Resource];
      expect(set.has(action, resource), value).toBe(true);
    }
    expect(set.has('revoke_role', 'member')).toBe(false);
    expect(set.for('member').canManageRoles).toBe(true);
    expect(set.has('read', 'user')).toBe(false);
  });
});

describe('role permission sets (product-decisions.md, Roles)', () => {
  for (const role of SPEC_ROLES) {
    describe(role, () => {
      const set = setFor(role);
      it.each(SPEC_RESOURCES)(`answers every action on %s`, (resource) => {
        const actual = Object.fromEntries(SPEC_ACTIONS.map((action) => [action, set.has(action, resource)]));
        const expected = Object.fromEntries(SPEC_ACTIONS.map((action) => [action, roleAllows(role, action, resource)]));
        expect(actual).toEqual(expected);
      });

      it('holds only well-formed permission strings', () => {
        for (const value of ROLE_PERMISSIONS[role]) expect(parsePermission(value), value).not.toBeNull();
      });
    });
  }

  it('owner uses a wildcard on every resource', () => {
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual(SPEC_RESOURCES.map((r) => `*:${r}`).sort());
  });

  it('admin lists explicit actions on organization, without delete', () => {
    const organization = ROLE_PERMISSIONS.admin.filter((p) => p.endsWith(':organization'));
    expect([...organization].sort()).toEqual(
      ['read', 'create', 'update', 'assign_role', 'read_role', 'revoke_role'].map((a) => `${a}:organization`).sort(),
    );
  });

  it('unassigned has no permission at all', () => {
    expect(ROLE_PERMISSIONS.unassigned).toEqual([]);
  });

  it('gives member and sales derived flags from the table', () => {
    expect(setFor('member').for('workflows')).toEqual({
      canView: true,
      canCreate: true,
      canUpdate: true,
      canDelete: false,
      canSubmit: true,
      canManageRoles: false,
    });
    expect(setFor('member').for('credential')).toEqual({
      canView: true,
      canCreate: false,
      canUpdate: false,
      canDelete: false,
      canSubmit: false,
      canManageRoles: false,
    });
    expect(setFor('sales').for('metrics')).toMatchObject({ canView: true, canSubmit: false });
    expect(setFor('admin').for('member').canManageRoles).toBe(true);
    expect(setFor('admin').for('organization')).toMatchObject({ canDelete: false, canUpdate: true, canManageRoles: true });
    expect(setFor('owner').for('organization').canDelete).toBe(true);
  });
});

describe('area permission needs (section 6)', () => {
  const expectedNeeds: Record<PermissionArea, string[]> = {
    workflows: ['workflows'],
    capabilities: ['capabilities'],
    bulkQuery: ['bulk-query'],
    docs: ['v2-services'],
    transactions: ['transactions', 'api-usage-logs', 'device-insights', 'device-logs'],
  };

  it('lists the resources of each area', () => {
    expect(Object.keys(AREA_PERMISSION_NEEDS).sort()).toEqual(Object.keys(expectedNeeds).sort());
    for (const [area, resources] of Object.entries(expectedNeeds)) {
      expect([...AREA_PERMISSION_NEEDS[area as PermissionArea]].sort()).toEqual([...resources].sort());
    }
  });

  for (const [area, resources] of Object.entries(expectedNeeds) as [PermissionArea, Resource[]][]) {
    describe(area, () => {
      it('is not met with no permissions', () => {
        expect(meetsAreaNeed(createPermissionSet([]), area)).toBe(false);
      });

      it('is not met with permissions on other resources only', () => {
        const others = SPEC_RESOURCES.filter((r) => !resources.includes(r)).map((r) => `*:${r}`);
        expect(meetsAreaNeed(createPermissionSet(others), area)).toBe(false);
      });

      for (const resource of resources) {
        it.each(SPEC_ACTIONS)(`is met by %s:${resource}`, (action) => {
          expect(meetsAreaNeed(createPermissionSet([`${action}:${resource}`]), area)).toBe(true);
        });
      }

      it('is met for a super admin', () => {
        expect(meetsAreaNeed(createPermissionSet([], { superAdmin: true }), area)).toBe(true);
      });
    });
  }

  it('follows the roles', () => {
    const areas = Object.keys(expectedNeeds) as PermissionArea[];
    const met = (role: SpecRole) => areas.filter((area) => meetsAreaNeed(setFor(role), area)).sort();
    expect(met('owner')).toEqual([...areas].sort());
    expect(met('member')).toEqual([...areas].sort());
    expect(met('sales')).toEqual(['capabilities', 'docs', 'transactions', 'workflows']);
    expect(met('unassigned')).toEqual([]);
  });
});

describe('gates', () => {
  it.each(SPEC_ACTIONS)('the API keys menu and page show with %s on credential', (action) => {
    const set = createPermissionSet([`${action}:credential`]);
    expect(canSeeApiKeysMenu(set)).toBe(true);
    expect(canSeeApiKeysPage(set)).toBe(true);
    expect(canSeeWebhooksMenu(set)).toBe(false);
  });

  it.each(SPEC_ACTIONS)('the webhooks menu shows with %s on webhooks', (action) => {
    const set = createPermissionSet([`${action}:webhooks`]);
    expect(canSeeWebhooksMenu(set)).toBe(true);
    expect(canSeeApiKeysMenu(set)).toBe(false);
  });

  it('the profile-menu items and pages hide with nothing', () => {
    const set = createPermissionSet([]);
    expect(canSeeApiKeysMenu(set)).toBe(false);
    expect(canSeeWebhooksMenu(set)).toBe(false);
    expect(canSeeApiKeysPage(set)).toBe(false);
    expect(canSeeTeamPage(set)).toBe(false);
    expect(canAddCredits(set)).toBe(false);
    expect(canRequestLiveMode(set)).toBe(false);
  });

  it('adding credits and the live-mode request need update on organization', () => {
    for (const action of SPEC_ACTIONS) {
      const set = createPermissionSet([`${action}:organization`]);
      expect(canAddCredits(set), action).toBe(action === 'update');
      expect(canRequestLiveMode(set), action).toBe(action === 'update');
    }
  });

  it('the team page needs read on member', () => {
    for (const action of SPEC_ACTIONS) {
      expect(canSeeTeamPage(createPermissionSet([`${action}:member`])), action).toBe(action === 'read');
    }
    expect(canSeeTeamPage(createPermissionSet(['*:member']))).toBe(true);
  });

  it('every gate opens for a super admin', () => {
    const set = createPermissionSet([], { superAdmin: true });
    for (const gate of [canSeeApiKeysMenu, canSeeWebhooksMenu, canSeeApiKeysPage, canSeeTeamPage, canAddCredits, canRequestLiveMode]) {
      expect(gate(set)).toBe(true);
    }
  });

  const gateTable: Record<SpecRole, Record<string, boolean>> = {
    owner: { apiKeysMenu: true, webhooksMenu: true, apiKeysPage: true, teamPage: true, addCredits: true, liveMode: true },
    admin: { apiKeysMenu: true, webhooksMenu: true, apiKeysPage: true, teamPage: true, addCredits: true, liveMode: true },
    member: { apiKeysMenu: true, webhooksMenu: true, apiKeysPage: true, teamPage: true, addCredits: false, liveMode: false },
    sales: { apiKeysMenu: false, webhooksMenu: false, apiKeysPage: false, teamPage: false, addCredits: false, liveMode: false },
    unassigned: { apiKeysMenu: false, webhooksMenu: false, apiKeysPage: false, teamPage: false, addCredits: false, liveMode: false },
  };
  it.each(SPEC_ROLES)('open as the table says for %s', (role) => {
    const set = setFor(role);
    expect({
      apiKeysMenu: canSeeApiKeysMenu(set),
      webhooksMenu: canSeeWebhooksMenu(set),
      apiKeysPage: canSeeApiKeysPage(set),
      teamPage: canSeeTeamPage(set),
      addCredits: canAddCredits(set),
      liveMode: canRequestLiveMode(set),
    }).toEqual(gateTable[role]);
  });
});
