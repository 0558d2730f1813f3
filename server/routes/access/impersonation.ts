import { IMPERSONATION_SESSION_HOURS, issueImpersonationToken, redeemImpersonationToken, type Redemption } from '../../auth/impersonation';
import { assertSameOrigin } from '../../auth/sameOrigin';
import { createSession, endSession, SECURE_SESSION_COOKIE, SESSION_COOKIE, sessionCookieOptions } from '../../auth/sessions';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { recordAudit } from '../../store/audit';

const refusals: Record<Exclude<Redemption, { ok: true }>['reason'], () => HttpError> = {
  invalid: () => new HttpError(401, 'unauthorized', 'This impersonation link is not valid', 'Ask for a new link with server/cli/impersonate.ts or POST /api/admin/organizations/{orgId}/impersonation.', { errorCode: 'impersonation_invalid' }),
  expired: () => new HttpError(401, 'unauthorized', 'This impersonation link has expired', 'Impersonation links last 5 minutes. Ask for a new one.', { errorCode: 'impersonation_expired' }),
  used: () => new HttpError(401, 'unauthorized', 'This impersonation link was already used', 'Each impersonation link starts one session. Ask for a new one.', { errorCode: 'impersonation_used' }),
  not_operator: () => forbidden('Only a platform operator can impersonate an organisation', 'The link was issued by a user who is no longer a platform operator.'),
  no_organisation: () => notFound('No such organisation', 'The organisation this link names no longer exists.'),
};

/** A platform operator's super-admin sessions in an organisation (ADR 0010). */
export const impersonationRoutes = [
  route({
    operationId: 'createImpersonationToken',
    access: 'user',
    async handler({ params, ctx }) {
      if (!ctx.user.isPlatformOperator) throw forbidden('Only a platform operator can impersonate an organisation');
      const org = await ctx.db.selectFrom('organizations').select('id').where('id', '=', params.orgId).executeTakeFirst();
      if (!org) throw notFound('No such organisation', `There is no organisation ${params.orgId}.`);
      const { authToken, expiresAt } = await issueImpersonationToken(ctx.db, ctx.user.id, org.id);
      await recordAudit(ctx.db, {
        orgId: org.id,
        actorUserId: ctx.user.id,
        action: 'impersonation.token_issued',
        target: { type: 'organization', id: org.id },
        environment: null,
        ip: ctx.request.ip,
      });
      const query = new URLSearchParams({ authToken, orgId: org.id });
      return { status: 201, body: { authToken, orgId: org.id, expiresAt: expiresAt.toISOString(), consolePath: `/home?${query.toString()}` } };
    },
  }),

  route({
    operationId: 'startImpersonation',
    access: 'public',
    async handler({ body, ctx, reply }) {
      // A session is about to be set: a page of another site may not plant one (login forgery).
      assertSameOrigin(ctx.request);
      const redemption = await redeemImpersonationToken(ctx.db, body.authToken, body.orgId);
      if (!redemption.ok) throw refusals[redemption.reason]();
      const cookieName = ctx.sessionCookie ?? SESSION_COOKIE;
      const previous = ctx.request.cookies[cookieName];
      if (previous) await endSession(ctx.db, previous);
      const session = await createSession(ctx.db, redemption.operatorId, { impersonatedOrgId: body.orgId, hours: IMPERSONATION_SESSION_HOURS });
      await recordAudit(ctx.db, {
        orgId: body.orgId,
        actorUserId: redemption.operatorId,
        action: 'impersonation.started',
        target: { type: 'organization', id: body.orgId },
        environment: null,
        ip: ctx.request.ip,
      });
      reply.setCookie(cookieName, session.token, sessionCookieOptions(cookieName === SECURE_SESSION_COOKIE, session.expiresAt));
      reply.header('cache-control', 'no-store');
      return { status: 200, body: { orgId: body.orgId, expiresAt: session.expiresAt.toISOString() } };
    },
  }),
];
