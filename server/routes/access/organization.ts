import { badRequest, forbidden, notFound, conflict, unprocessable } from '../../http/errors';
import { route } from '../../http/route';
import { recordAudit } from '../../store/audit';
import { approveLiveMode, organizationSettings, requestLiveMode } from '../../store/liveMode';
import { createOrganisation, gettingStarted } from '../../store/onboarding';
import { usageOf } from '../../store/usage';
import { inTransaction } from '../../db/transactions';

/** Where the server serves the API reference (see app: the Docs button opens it). */
export const API_REFERENCE_PATH = '/docs/api';

/** Organisation settings, usage, the go-live request and its approval, onboarding, the docs link. */
export const organizationRoutes = [
  route({
    operationId: 'getOrganizationSettings',
    access: 'member',
    async handler({ ctx }) {
      const settings = await organizationSettings(ctx.db, ctx.orgId);
      if (!settings) throw notFound('No such organisation');
      return { status: 200, body: settings };
    },
  }),

  route({
    operationId: 'getUsage',
    access: 'read:metrics',
    async handler({ params, ctx }) {
      // Another organisation is refused alike whether it exists or not (no existence oracle), as the header's check does.
      if (params.orgId !== ctx.orgId) {
        throw forbidden('The organisation in the path is not the active organisation', 'Ask for the usage of the organisation named in the X-Veriflow-Auth-Org-ID header.');
      }
      return { status: 200, body: await usageOf(ctx.db, ctx.orgId, ctx.environment) };
    },
  }),

  route({
    operationId: 'requestLiveMode',
    access: 'update:organization',
    async handler({ body, ctx }) {
      await inTransaction(ctx.db, async (trx) => {
        const result = await requestLiveMode(trx, ctx.orgId, body, ctx.user.id);
        if (!result.ok) {
          if (result.reason === 'not_found') throw notFound('No such organisation');
          throw conflict(
            result.reason === 'PENDING' ? 'A live-mode request has already been sent' : 'Live mode is already approved',
            result.reason === 'PENDING' ? "Live mode request under review. We'll notify you as soon as it's approved" : 'This organisation can already switch to live mode.',
          );
        }
        await ctx.audit('organization.live_requested', { type: 'organization', id: ctx.orgId }, { requestId: result.requestId, companyName: body.companyName }, trx);
      });
      return { status: 200, body: { liveStatus: 'PENDING' as const } };
    },
  }),

  route({
    operationId: 'createOrganisation',
    access: 'user',
    async handler({ body, ctx }) {
      const displayName = body.displayName.trim();
      if (displayName.length < 2) throw badRequest('body/displayName must have 2 to 50 characters besides spaces');
      // The organisation and its audit entry are one write (issue 18 item 5).
      const orgId = await inTransaction(ctx.db, async (trx) => {
        const result = await createOrganisation(trx, { displayName, industry: body.industry, geography: body.geography, ownerUserId: ctx.user.id });
        if (!result.ok) {
          throw unprocessable('An organisation with this name already exists', `The name "${displayName}" is taken; choose another name.`);
        }
        await recordAudit(trx, {
          orgId: result.orgId,
          actorUserId: ctx.user.id,
          action: 'organization.created',
          target: { type: 'organization', id: result.orgId },
          environment: ctx.environment,
          detail: { displayName, industry: body.industry, geography: body.geography },
          ip: ctx.request.ip,
        });
        return result.orgId;
      });
      return { status: 201, body: { organisation_id: orgId } };
    },
  }),

  route({
    operationId: 'getGettingStarted',
    access: 'member',
    async handler({ ctx }) {
      return { status: 200, body: await gettingStarted(ctx.db, ctx.orgId) };
    },
  }),

  route({
    operationId: 'getDocsLink',
    access: 'user',
    async handler() {
      return { status: 200, body: { url: API_REFERENCE_PATH } };
    },
  }),

  route({
    operationId: 'approveLiveMode',
    access: 'user',
    async handler({ params, ctx }) {
      if (!ctx.user.isPlatformOperator) throw forbidden('Only a platform operator can approve live mode');
      const approval = await inTransaction(ctx.db, async (trx) => {
        const approved = await approveLiveMode(trx, params.orgId);
        if (!approved) throw notFound('No such organisation', `There is no organisation ${params.orgId}.`);
        await recordAudit(trx, {
          orgId: params.orgId,
          actorUserId: ctx.user.id,
          action: 'organization.live_approved',
          target: { type: 'organization', id: params.orgId },
          environment: null,
          ip: ctx.request.ip,
        });
        return approved;
      });
      return { status: 200, body: approval };
    },
  }),
];
