import { inTransaction } from '../../db/transactions';
import type { components } from '~/contract';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors';
import type { OrgContext } from '../../http/context';
import { route } from '../../http/route';
import {
  CAPABILITY_NAME_CLASH,
  capabilityNameTaken,
  defaultCapabilityOutput,
  deleteCapability,
  deriveCapabilityInput,
  findVisibleCapability,
  insertCapability,
  listCapabilities,
  normaliseCapabilityObject,
  subscriptionOf,
  toCapability,
  updateCapability,
  type CapabilityValues,
} from '../../store/capabilities';

type PlanId = components['schemas']['PlanId'];

const DEFAULT_LIMIT = 500;

/** The plan whose capabilities the organisation is offered: its subscription's, free when inactive. */
async function currentPlan(ctx: OrgContext): Promise<PlanId> {
  const subscription = await subscriptionOf(ctx.db, ctx.orgId);
  return subscription.active ? subscription.planId : 'free';
}

/** The trimmed name, with the messages of document 2, section 5.3. */
function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('Capability name cannot be blank!');
  if (trimmed.length < 3) throw badRequest('Capability Name must be at least 3 characters long.');
  return trimmed;
}

const notFoundError = (id: string) => notFound('Capability not found', `No capability ${id} in this organisation.`);

/** A capability the organisation may change: its own; a platform one is read-only. */
async function ownCapability(ctx: OrgContext, id: string) {
  const row = await findVisibleCapability(ctx.db, ctx.orgId, await currentPlan(ctx), id);
  if (!row) throw notFoundError(id);
  if (row.organization_id === null) throw forbidden('Platform capabilities are read-only', 'Duplicate it to change a copy of your own.');
  return row;
}

/** Capabilities: list (with plan visibility), read, create, change, delete. */
export const capabilityRoutes = [
  route({
    operationId: 'listCapabilities',
    access: 'read:capabilities',
    async handler({ query, ctx }) {
      const { limit = DEFAULT_LIMIT, offset = 0, ...filters } = query;
      const page = await listCapabilities(ctx.db, ctx.orgId, await currentPlan(ctx), filters, { limit, offset });
      return { status: 200, body: page };
    },
  }),
  route({
    operationId: 'getCapability',
    access: 'read:capabilities',
    async handler({ params, ctx }) {
      const row = await findVisibleCapability(ctx.db, ctx.orgId, await currentPlan(ctx), params.capabilityId);
      if (!row) throw notFoundError(params.capabilityId);
      return { status: 200, body: toCapability(row) };
    },
  }),
  route({
    operationId: 'createCapability',
    access: 'create:capabilities',
    async handler({ body, ctx }) {
      const name = checkedName(body.name);
      if (await capabilityNameTaken(ctx.db, ctx.orgId, name)) throw unprocessable(CAPABILITY_NAME_CLASH, 'Choose another name.');
      const object = normaliseCapabilityObject(body.object);
      const values: CapabilityValues = {
        name,
        description: body.description,
        object,
        plansWithAccess: body.plansWithAccess,
        industry: body.industry,
        geography: body.geography,
        useCase: body.useCase,
        active: body.active ?? true,
        isAsync: body.isAsync ?? false,
        input: body.input ?? deriveCapabilityInput(object),
        output: body.output ?? defaultCapabilityOutput(),
      };
      const row = await inTransaction(ctx.db, async (trx) => {
        const inserted = await insertCapability(trx, ctx.orgId, values, { createdBy: ctx.user.id });
        await ctx.audit('capability.created', { type: 'capability', id: inserted.id }, { name: inserted.name, active: inserted.active }, trx);
        return inserted;
      });
      return { status: 201, body: { id: row.id } };
    },
  }),
  route({
    operationId: 'updateCapability',
    access: 'update:capabilities',
    async handler({ params, body, ctx }) {
      const existing = await ownCapability(ctx, params.capabilityId);
      const changes: Partial<CapabilityValues> = {};
      if (body.name !== undefined) {
        changes.name = checkedName(body.name);
        // A name kept as it is (in any case) stays: a capability saved before a platform one took its name can still be saved.
        const renamed = changes.name.toLowerCase() !== existing.name.toLowerCase();
        if (renamed && (await capabilityNameTaken(ctx.db, ctx.orgId, changes.name, existing.id))) throw unprocessable(CAPABILITY_NAME_CLASH, 'Choose another name.');
      }
      if (body.description !== undefined) changes.description = body.description;
      if (body.object !== undefined) {
        changes.object = normaliseCapabilityObject(body.object);
        if (body.input === undefined) changes.input = deriveCapabilityInput(changes.object);
      }
      if (body.plansWithAccess) changes.plansWithAccess = body.plansWithAccess;
      if (body.industry) changes.industry = body.industry;
      if (body.geography) changes.geography = body.geography;
      if (body.useCase) changes.useCase = body.useCase;
      if (body.active !== undefined) changes.active = body.active;
      if (body.isAsync !== undefined) changes.isAsync = body.isAsync;
      if (body.input) changes.input = body.input;
      if (body.output) changes.output = body.output;
      const row = await updateCapability(ctx.db, ctx.orgId, existing.id, changes);
      if (!row) throw notFoundError(params.capabilityId);
      await ctx.audit('capability.updated', { type: 'capability', id: row.id }, { fields: Object.keys(body).sort() });
      return { status: 200, body: toCapability(row) };
    },
  }),
  route({
    operationId: 'deleteCapability',
    access: 'delete:capabilities',
    async handler({ params, ctx }) {
      const existing = await ownCapability(ctx, params.capabilityId);
      if (!(await deleteCapability(ctx.db, ctx.orgId, existing.id))) throw notFoundError(params.capabilityId);
      await ctx.audit('capability.deleted', { type: 'capability', id: existing.id }, { name: existing.name });
      return { status: 204, body: undefined };
    },
  }),
];
