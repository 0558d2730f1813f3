import { beforeAll, expect, it } from 'vitest';
import { permissionsOf, type Permission, type Role } from '../../auth/roles';
import { loadContract } from '../../http/contract';
import { apiRoutes } from '../../routes';
import { describeEachDatabase, type Caller } from '../harness';
import { contractOperations, sampleOf } from './contractOperations';

/**
 * Role matrix, generated from the route specs' `access`: for each role of product-decisions.md
 * (as auth/roles.ts grants them), every organisation route either refuses with the permission's
 * 403, or lets the call through to its handler, exactly as the role's grants say.
 */
const ROLES: readonly Role[] = ['owner', 'admin', 'member', 'sales', 'unassigned'];
const contract = loadContract();
const samples = new Map(contractOperations().map((op) => [op.operationId, op]));
const organisationRoutes = apiRoutes.filter((spec) => spec.access !== 'public' && spec.access !== 'user');

const refusal = (permission: Permission) => {
  const [action, resource] = permission.split(':');
  return `You don't have permission to ${action} ${resource}`;
};

it('spot-checks the grants against product-decisions.md', () => {
  expect(permissionsOf('owner').has('delete:organization')).toBe(true);
  expect(permissionsOf('admin').has('delete:organization')).toBe(false);
  expect(permissionsOf('admin').has('update:organization')).toBe(true);
  expect(permissionsOf('member').has('create:workflows')).toBe(true);
  expect(permissionsOf('member').has('create:credential')).toBe(false);
  expect(permissionsOf('member').has('read:webhooks')).toBe(true);
  expect([...permissionsOf('sales')].sort()).toEqual(['read:capabilities', 'read:metrics', 'read:templates', 'read:transactions', 'read:v2-services', 'read:workflows']);
  expect(permissionsOf('unassigned').size).toBe(0);
});

/**
 * Routes any member of the organisation may call, the unassigned role included: what the console
 * needs to show Home with its "ask an owner for access" message, and the builder's static reference
 * data (the same for every organisation). Everything else needs a permission of the role table.
 */
const OPEN_TO_EVERY_MEMBER: Readonly<Record<string, string>> = {
  getAuthDetails: 'the signed-in user, their role and grants',
  getOrganizationSettings: 'the mode banner and the go-live button of the shell',
  getGettingStarted: 'the Home checklist',
  getInputDetails: 'checks read:workflows or read:templates itself, by the id it is given',
  listInputAttributes: 'static reference data of the builder',
  listOperators: 'static reference data of the builder',
  getClassifiers: 'static reference data of the builder',
};

/**
 * Operations whose roles issue 18 (item 8) pinned down, by product-decisions.md: the unassigned
 * role reads none of the organisation's usage, balance, plans or services; asking for access to a
 * service is a write (owner and admin), not a read.
 */
const PINNED: Readonly<Record<string, readonly Role[]>> = {
  getUsage: ['owner', 'admin', 'member', 'sales'],
  getSubscription: ['owner', 'admin', 'member', 'sales'],
  listPlans: ['owner', 'admin', 'member', 'sales'],
  listSuppliers: ['owner', 'admin', 'member', 'sales'],
  getSupplierInputOutput: ['owner', 'admin', 'member', 'sales'],
  raiseServiceApprovalRequest: ['owner', 'admin'],
};

it('lets every member, unassigned included, call only the routes meant for them', () => {
  const open = organisationRoutes.filter((spec) => spec.access === 'member').map((spec) => spec.operationId);
  expect(open.sort()).toEqual(Object.keys(OPEN_TO_EVERY_MEMBER).sort());
});

describeEachDatabase('role matrix (generated from the route specs)', (server) => {
  const callers = new Map<Role, Caller>();
  beforeAll(async () => {
    const owner = await server().signIn({ role: 'owner' });
    callers.set('owner', owner);
    for (const role of ROLES.filter((r) => r !== 'owner')) callers.set(role, await server().signIn({ role, orgId: owner.orgId }));
  });

  for (const [operationId, allowedRoles] of Object.entries(PINNED)) {
    it(`${operationId}: ${allowedRoles.join(', ')} only`, async () => {
      const op = contract.get(operationId);
      const sample = samples.get(operationId);
      if (!op || !sample) throw new Error(`${operationId} is not in the contract`);
      const path = op.path.replace(/\{orgId\}/g, callers.get('owner')?.orgId ?? '').replace(/\{(\w+)\}/g, (_m, name: string) => `missing_${name}`);
      const body = sample.jsonBody ? sampleOf(sample.jsonBody) : undefined;
      const query = operationId === 'getSupplierInputOutput' ? { supplierList: '["pan-verification"]' } : undefined;
      const answers = [];
      for (const role of ROLES) {
        const res = await (callers.get(role) as Caller).request(op.method.toUpperCase(), path, { body, query });
        answers.push({ role, refused: res.status === 403 && /^You don't have permission/.test(String(res.body?.message)) });
      }
      expect(answers).toEqual(ROLES.map((role) => ({ role, refused: !allowedRoles.includes(role) })));
    });
  }

  for (const spec of organisationRoutes) {
    const op = contract.get(spec.operationId);
    const sample = samples.get(spec.operationId);
    if (!op || !sample) throw new Error(`${spec.operationId} is not in the contract`);
    it(`${op.method.toUpperCase()} ${op.path} (${spec.access})`, async () => {
      const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => `missing_${name}`);
      const body = sample.jsonBody ? sampleOf(sample.jsonBody) : undefined;
      for (const role of ROLES) {
        const caller = callers.get(role);
        if (!caller) throw new Error(`no ${role}`);
        const res = await caller.request(op.method.toUpperCase(), path, { body });
        const allowed = spec.access === 'member' || permissionsOf(role).has(spec.access as Permission);
        if (allowed) {
          const message = typeof res.body?.message === 'string' ? res.body.message : '';
          expect(message, `${role} should pass the permission check of ${spec.operationId}`).not.toMatch(/^You don't have permission/);
        } else {
          expect({ role, status: res.status, message: res.body?.message }).toEqual({ role, status: 403, message: refusal(spec.access as Permission) });
        }
      }
    });
  }
});
